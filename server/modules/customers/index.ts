/**
 * What the composition uses of customers beyond its routes: the sweep that gives customers their own account
 * numbers, and the directory it hands to every module that meets a person (AppDeps.directory).
 */
export { giveCustomersAccountNumbers } from './account-numbers';
export { customerDirectory } from './directory';
