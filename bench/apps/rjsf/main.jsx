// react-jsonschema-form 6 (@rjsf/core with its ajv8 validator and its default, unstyled theme) rendering the same
// schemas, side by side with the kit (docs/behaviour.md §14.3: the kit's 20-field mount should be at most 0.75× of rjsf's). Like the
// floor it loads no stylesheet: rjsf's default theme draws Bootstrap 3 markup and leaves the CSS to the host.
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { exposeWarmMount, formFromLocation, recordMount } from '../shared/schemas.js';

const { schema, last } = formFromLocation();
// rjsf names its controls `<idPrefix>_<property>`: point the benchmark's typing at the middle field.
const names = Object.keys(schema.properties);
window.__benchTypedId = `root_${names[Math.floor(names.length / 2)]}`;
const form = (requestedSchema, idPrefix) => (
  <Form schema={requestedSchema} validator={validator} idPrefix={idPrefix} onSubmit={({ formData }) => { window.__benchResult = formData; }} />
);
createRoot(document.getElementById('root')).render(form(schema, 'root'));
recordMount(`root_${last}`);
exposeWarmMount((fresh) => form(fresh, 'warm'));
