// The company, as @portal/api's shared query reads it (the checkout reads the same), and its
// read started before the profile opens (the route's `preload`).
export { prefetchCompany, useCompany } from '@portal/api/queries';
