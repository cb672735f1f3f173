/** The types of one-way-zones.js, for the tests that read it. */
export declare const oneWayZones: readonly { target: string | string[]; from: string | string[]; except?: string[]; message: string }[];
