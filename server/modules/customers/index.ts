/** What the composition uses of customers beyond its routes: the sweep that gives customers their own account numbers. */
export { giveCustomersAccountNumbers } from './account-numbers';
