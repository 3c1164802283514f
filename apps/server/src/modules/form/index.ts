// The form module's public entry: what other modules and app.ts may use of it.
export { formJobsPlugin, formRoutes } from './form.routes.ts';
export { formPublic } from './form.service.ts';
export {
  activeFormsOf,
  findFormForSite,
  type FormRow,
  formIsOpen,
  receiveSubmission,
  type Submission,
  toFormPublic,
} from './form-submission.ts';
export { formFileKey, formFileRoutes } from './form-file.routes.ts';
