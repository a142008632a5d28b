// @vitest-environment happy-dom
import { act, useState } from 'react';
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { describe, expect, it } from 'vitest';
import { I18nextProvider, setDefaultI18n, useTranslation } from '../../src/i18n/react';
import { mount } from '../dom-mount';

const words = {
  en: { common: { hello: 'Hello' }, consent: { ok: 'Allow' } },
  fr: { common: { hello: 'Bonjour' }, consent: { ok: 'Autoriser' } },
};

function instance(lng: 'en' | 'fr') {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng,
    defaultNS: 'common',
    resources: words,
    initAsync: false,
    fallbackLng: false,
  });
  return i18n;
}

function Hello() {
  const { t } = useTranslation();
  return <p>{t('hello' as never)}</p>;
}

describe('useTranslation', () => {
  it("gives the nearest provider's words and follows a language change", async () => {
    const i18n = instance('en');
    const c = mount(
      <I18nextProvider i18n={i18n}>
        <Hello />
      </I18nextProvider>,
    );
    expect(c.textContent).toBe('Hello');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    expect(c.textContent).toBe('Bonjour');
  });

  it('uses the created instance outside any provider', () => {
    setDefaultI18n(instance('fr'));
    expect(mount(<Hello />).textContent).toBe('Bonjour');
  });

  it('lets a component add words while it renders, without rendering again and again', async () => {
    const i18n = instance('en');
    const renders: string[] = [];
    function Adds({ title }: { title: string }) {
      const { t, i18n: own } = useTranslation();
      renders.push(title);
      own.addResourceBundle(own.language, 'file', { title }, true, true);
      return <p>{t('file:title' as never)}</p>;
    }
    function Page() {
      const [title, set] = useState('Talk to us');
      return (
        <>
          <button onClick={() => set('Call us')} />
          <Adds title={title} />
        </>
      );
    }
    const c = mount(
      <I18nextProvider i18n={i18n}>
        <Page />
        <Hello />
      </I18nextProvider>,
    );
    // A later render of the adding component (new words from a file that arrived, say).
    await act(async () => {
      c.querySelector('button')?.click();
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(c.textContent).toBe('Call usHello');
    expect(renders.length).toBeLessThanOrEqual(3);
  });

  it('says not ready while a namespace is on its way, fetches it, then shows it', async () => {
    let deliver: (() => void) | undefined;
    class Slow implements BackendModule {
      static type = 'backend' as const;
      type = 'backend' as const;
      init() {}
      read(lng: string, ns: string, callback: ReadCallback) {
        deliver = () => callback(null, words[lng as 'en'][ns as 'common']);
      }
    }
    const i18n = i18next.createInstance();
    await new Promise<void>((done) => {
      void i18n.use(Slow).init(
        {
          lng: 'en',
          ns: ['common'],
          fallbackLng: false,
          partialBundledLanguages: true,
          resources: { en: { common: words.en.common } },
          // As the site runs it (src/i18n/i18n.ts): no Suspense, `ready` tells.
          react: { useSuspense: false },
        },
        () => done(),
      );
    });
    function Banner() {
      const { t, ready } = useTranslation('consent');
      return <p>{ready ? t('ok' as never) : 'waiting'}</p>;
    }
    const c = mount(
      <I18nextProvider i18n={i18n}>
        <Banner />
      </I18nextProvider>,
    );
    expect(c.textContent).toBe('waiting');
    expect(deliver).toBeTypeOf('function');
    await act(async () => {
      deliver?.();
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(c.textContent).toBe('Allow');
  });
});
