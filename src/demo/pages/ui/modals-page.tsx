import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { PageHeader } from '@/ui/page-header';
import { Modal, ModalClose } from '@/widgets/modal';

type Which = 'small' | 'medium' | 'large' | 'static' | null;

export default function ModalsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Which>(null);
  const openChange = (which: Exclude<Which, null>) => (next: boolean) =>
    setOpen(next ? which : null);

  return (
    <div className="space-y-6">
      <PageHeader />
      <Card>
        <CardHeader>
          <CardTitle>{t('modalsPage.title')}</CardTitle>
        </CardHeader>
        <CardBody className="flex flex-wrap gap-3">
          {/* Fills with AA text in both themes: white on the deep red/blue, black on yellow/pink. */}
          <Button
            variant="danger"
            className="bg-danger-fill! text-white!"
            onClick={() => setOpen('small')}
          >
            {t('modalsPage.small')}
          </Button>
          <Button className="bg-info-fill! text-white!" onClick={() => setOpen('medium')}>
            {t('modalsPage.medium')}
          </Button>
          <Button className="bg-warning! text-black!" onClick={() => setOpen('large')}>
            {t('modalsPage.large')}
          </Button>
          <Button className="bg-success! text-black!" onClick={() => setOpen('static')}>
            {t('modalsPage.static')}
          </Button>
        </CardBody>
      </Card>

      <Modal
        size="sm"
        open={open === 'small'}
        onOpenChange={openChange('small')}
        title={t('modalsPage.smallTitle')}
        hideCancel
      >
        <p>{t('modalsPage.smallBody')}</p>
      </Modal>
      <Modal
        open={open === 'medium'}
        onOpenChange={openChange('medium')}
        title={t('modalsPage.mediumTitle')}
      >
        <p>{t('modalsPage.mediumBody')}</p>
      </Modal>
      <Modal
        size="lg"
        open={open === 'large'}
        onOpenChange={openChange('large')}
        title={t('modalsPage.largeTitle')}
      >
        <p>{t('modalsPage.largeBody')}</p>
      </Modal>
      <Modal
        size="sm"
        force
        open={open === 'static'}
        onOpenChange={openChange('static')}
        title={t('modalsPage.staticTitle')}
        footer={
          <ModalClose>
            <Button>{t('modal.close')}</Button>
          </ModalClose>
        }
      >
        <p>{t('modalsPage.staticMessage')}</p>
      </Modal>
    </div>
  );
}
