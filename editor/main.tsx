// Puck's stylesheet without its web-font import: nothing may come from a third-party host.
import '@puckeditor/core/no-external.css';
import '../src/styles.css';
import './editor.css';
import { createRoot } from 'react-dom/client';
import { loadProject } from './api';
import { EditorApp } from './EditorApp';
import { ContentApp } from './ContentApp';
import { fillServedContent } from './liveContent';

const root = createRoot(document.getElementById('editor')!);
loadProject().then(
  (project) => {
    fillServedContent(project);
    root.render(
      // The content forms have their own screen (?content=<collection>); pages are Puck's.
      new URLSearchParams(location.search).has('content') ? (
        <ContentApp project={project} />
      ) : (
        <EditorApp project={project} />
      ),
    );
  },
  (error: unknown) =>
    root.render(
      <p className="ed-loading">The edit server could not be reached: {String(error)}</p>,
    ),
);
