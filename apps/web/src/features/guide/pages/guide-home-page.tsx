import { Card, Typography } from 'antd';
import { Link } from 'react-router';
import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { guideSteps } from '../guide-steps';

export default function GuideHomePage() {
  useDocumentTitle(ko.guide.title);
  return (
    <>
      <Typography.Title level={2}>{ko.guide.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{ko.guide.intro}</Typography.Paragraph>
      <ol className="guide-step-list">
        {guideSteps.map((step, index) => (
          <li key={step.id}>
            <Link to={`/guide/step/${step.id}`}>
              <Card hoverable size="small" title={`${ko.guide.step(index + 1)} · ${step.title}`}>
                {step.summary}
              </Card>
            </Link>
          </li>
        ))}
      </ol>
    </>
  );
}
