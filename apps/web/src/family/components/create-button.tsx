import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';

/** The full-width '+ …하기' at the top of a request list (투약 의뢰하기, 귀가동의서 보내기), leading to its form. */
export function CreateButton({ to, label }: { to: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" size="large" block icon={<PlusOutlined />} onClick={() => navigate(to)} className="family-block">
      {label}
    </Button>
  );
}
