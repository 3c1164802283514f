// The company module's public entry: company information and the receipts of company orders.
export { companyRoutes } from './company.routes.ts';
