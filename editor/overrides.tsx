import type { Overrides } from '@puckeditor/core';
import { FieldsPanel } from './FieldsPanel';
import { Header } from './Header';
import { DuplicateTexts } from './DuplicateTexts';
import { PuckLabels } from './PuckLabels';
import { IframeLang } from './IframeLang';
import { ArrayFieldFrame } from './ArrayFieldFrame';

/**
 * The editor's parts inside Puck. One object for the editor's whole life: Puck remounts the
 * canvas when the iframe override changes identity, so these read their state from context.
 */
export const overrides: Partial<Overrides> = {
  headerActions: () => (
    <>
      <Header />
      <DuplicateTexts />
      <PuckLabels />
    </>
  ),
  fields: ({ children, itemSelector }) => (
    <FieldsPanel itemSelector={itemSelector ?? null}>{children}</FieldsPanel>
  ),
  iframe: ({ children, document }) => <IframeLang document={document}>{children}</IframeLang>,
  fieldTypes: {
    array: ({ children, name, field }) => (
      <ArrayFieldFrame name={name} label={field.label ?? name}>
        {children}
      </ArrayFieldFrame>
    ),
  },
};
