import { useEffect, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { Button, QRCode } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { FAMILY_HOME_PATH } from '@kg/contract';
import { ko } from '@/i18n/ko';
import './parent-app-handoff.css';

const t = ko.parentHandoff;

/** The parent app's address on this server, as a parent types it or its QR code opens it. */
export const parentAppUrl = () => `${window.location.origin}${FAMILY_HOME_PATH}`;

export type ParentHandoffProps = { name: string; loginId: string; password: string };

function HandoffFacts({ name, loginId, password, url }: ParentHandoffProps & { url: string }) {
  return (
    <dl className="parent-handoff-facts">
      <dt>{t.name}</dt>
      <dd>{name}</dd>
      <dt>{t.address}</dt>
      <dd>{url}</dd>
      <dt>{t.loginId}</dt>
      <dd className="parent-handoff-code">{loginId}</dd>
      <dt>{t.password}</dt>
      <dd className="parent-handoff-code">{password}</dd>
    </dl>
  );
}

/**
 * What a parent needs to sign in the first time (docs/product/parent.md#accounts): the login id, the parent app's
 * address and its QR code beside the one-time password, and a sheet to print and hand over — printed alone, never
 * the page behind it.
 */
export function ParentAppHandoff(props: ParentHandoffProps) {
  const url = parentAppUrl();
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const after = () => setPrinting(false);
    window.addEventListener('afterprint', after);
    return () => window.removeEventListener('afterprint', after);
  }, []);
  const print = () => {
    flushSync(() => setPrinting(true));
    window.print();
  };

  return (
    <section className="parent-handoff" aria-label={t.title}>
      <div className="parent-handoff-body">
        <QRCode value={url} type="svg" size={128} bordered={false} aria-label={t.qrLabel(url)} role="img" />
        <div>
          <p className="parent-handoff-line">
            <span>{t.address}</span> <strong>{url}</strong>
          </p>
          <p className="parent-handoff-line">
            <span>{t.loginId}</span> <strong className="parent-handoff-code">{props.loginId}</strong>
          </p>
          <p className="record-hint">{t.scanHint}</p>
        </div>
      </div>
      <Button icon={<PrinterOutlined aria-hidden />} onClick={print}>
        {t.print}
      </Button>
      {printing &&
        createPortal(
          <section className="parent-handoff-print" aria-label={t.sheetTitle}>
            <h1>{t.sheetTitle}</h1>
            <p>{t.sheetIntro}</p>
            <QRCode value={url} type="svg" size={180} bordered={false} />
            <HandoffFacts {...props} url={url} />
            <p>{t.sheetSteps}</p>
          </section>,
          document.body,
        )}
    </section>
  );
}
