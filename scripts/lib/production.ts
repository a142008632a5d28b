// The prerender renders with React's production build, as the browser runs it: the development
// build is 2–3× slower, and the SSR bundle's own React parts are already production. Imported
// first, so it is set before any module reads it (ES modules evaluate in import order).
process.env.NODE_ENV = 'production';
