import { Button, type FormInstance, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** 查询 and 重置 at the end of every search bar: 查询 submits the form, 重置 clears it and runs `onReset`. */
export function SearchButtons({ form, onReset }: { form: FormInstance; onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button type="primary" htmlType="submit">
        {t('crud.search')}
      </Button>
      <Button
        onClick={() => {
          form.resetFields();
          onReset();
        }}
      >
        {t('crud.reset')}
      </Button>
    </Space>
  );
}
