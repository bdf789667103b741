export { classifyAddress, normaliseAddress, classAllowedByDefault, type AddressClass } from './addresses';
export { parseAllowList, parseAllowEntry, allowEntryFor, AllowListError, type AllowEntry } from './allow-list';
export { OutboundPolicy, OutboundRefusedError, outboundPolicy, outboundRefusalDetails, decideOutbound, pinnedLookup, checkedLookup, infrastructureHosts, type CheckedAddress, type OutboundDecision, type OutboundPolicyOptions, type Resolver } from './policy';
export { connectionFailure } from './failure';
