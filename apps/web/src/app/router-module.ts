// Imported on its own by main.tsx, so React Router's code is evaluated in a task of its own before
// the app's. Naming one export (rather than importing the package's namespace) keeps tree-shaking.
export { createBrowserRouter } from 'react-router';
