// Puck's stylesheet without its web-font import: nothing may come from a third-party host.
import '@puckeditor/core/no-external.css';
import '../src/styles.css';
import './editor.css';
import { createRoot } from 'react-dom/client';
import { loadProject } from './api';
import { EditorApp } from './EditorApp';

const root = createRoot(document.getElementById('editor')!);
loadProject().then(
  (project) => root.render(<EditorApp project={project} />),
  (error: unknown) =>
    root.render(
      <p className="ed-loading">The edit server could not be reached: {String(error)}</p>,
    ),
);
