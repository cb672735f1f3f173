/**
 * zod probes once whether it may compile validators with `new Function`; under our Content-Security-Policy
 * the probe is refused and reported as a violation. Its `jitless` setting skips the probe. Set through zod's
 * global, before any page's code loads zod, so that this file does not download zod itself.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const zodConfig = ((globalThis as ZodGlobal).__zod_globalConfig ??= {});
zodConfig.jitless = true;
