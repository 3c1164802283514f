// The form module's public entry: what other modules and app.ts may use of it.
export {
  activeFormsOf,
  type FormRow,
  findFormForSite,
  formIsOpen,
} from './form.repository.ts';
export { formJobsPlugin, formRoutes } from './form.routes.ts';
export { formPublic } from './form.service.ts';
export { receiveSubmission, type Submission } from './form-submission.ts';
export { formFileKey, formFileRoutes } from './form-file.routes.ts';
