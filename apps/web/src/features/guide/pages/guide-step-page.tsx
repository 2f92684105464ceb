import { Result, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { ko } from '@/i18n/ko';
import { useDocumentTitle } from '@/lib/use-document-title';
import { findGuideStep, guideSteps } from '../guide-steps';

export default function GuideStepPage() {
  const step = findGuideStep(useParams().id);
  useDocumentTitle(step ? `${step.title} - ${ko.guide.title}` : ko.guide.stepNotFound);
  if (!step) {
    return <Result status="404" title={ko.guide.stepNotFound} extra={<Link to="/guide">{ko.guide.backToList}</Link>} />;
  }
  const index = guideSteps.indexOf(step);
  const prev = guideSteps[index - 1];
  const next = guideSteps[index + 1];
  return (
    <article>
      <Typography.Text type="secondary">{ko.guide.step(index + 1)}</Typography.Text>
      <Typography.Title level={2}>{step.title}</Typography.Title>
      <Typography.Paragraph>{step.summary}</Typography.Paragraph>
      <ol className="guide-points">
        {step.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
      <Space wrap>
        <LinkButton to="/guide">{ko.guide.backToList}</LinkButton>
        {prev && <LinkButton to={`/guide/step/${prev.id}`}>{`${ko.common.back}: ${prev.title}`}</LinkButton>}
        {next && (
          <LinkButton type="primary" to={`/guide/step/${next.id}`}>
            {`${ko.common.next}: ${next.title}`}
          </LinkButton>
        )}
      </Space>
    </article>
  );
}
