import {
  Database,
  FileAudio,
  FileImage,
  FileQuestionMark,
  Folder,
  Images,
  KeyRound,
  Music,
  Plus,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useFormat } from '@/hooks/use-format';
import { Button } from '@/ui/button';
import { Card, CardBody, CardHeader, CardTitle } from '@/ui/card';
import { Input } from '@/ui/input';
import { PageHeader } from '@/ui/page-header';
import { TreeView, useTreeView, type TreeItem } from '@/widgets/tree-view';

type NodeKey =
  | 'cellphones'
  | 'cameraBodyKits'
  | 'externalHdds'
  | 'audio'
  | 'video'
  | 'optical'
  | 'monitors'
  | 'keyboards'
  | 'jackets'
  | 'pants'
  | 'skirts';

const nodeKey = (key: NodeKey) => `treeView.nodes.${key}` as const;

export default function TreeViewPage() {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const files = useFiles();

  return (
    <div className="space-y-6">
      <PageHeader />
      <div className="grid gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <DemoCard title={t('treeView.page.basic')}>
          <TreeView
            items={catalogue}
            defaultExpanded={['products']}
            label={t('treeView.page.catalogue')}
          />
        </DemoCard>
        <DemoCard title={t('treeView.page.icons')}>
          <TreeView items={files} defaultExpanded={['music']} label={t('treeView.page.files')} />
        </DemoCard>
        <AdvancedCard />
        <EditableCard />
        <SelectableCard />
      </div>
    </div>
  );
}

function DemoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardBody>{children}</CardBody>
    </Card>
  );
}

/** The demo catalogue: Electronics, Products (with the Cables sub-category), Apparel. */
function useCatalogue(): TreeItem[] {
  const { t } = useTranslation();
  const node = (key: NodeKey) => ({ id: key, label: t(nodeKey(key)) });
  return [
    {
      id: 'electronics',
      label: t('treeView.categories.electronics'),
      children: [node('cellphones'), node('cameraBodyKits'), node('externalHdds')],
    },
    {
      id: 'products',
      label: t('treeView.categories.products'),
      children: [
        {
          id: 'cables',
          label: t('treeView.categories.cables'),
          children: [node('audio'), node('video'), node('optical')],
        },
        node('monitors'),
        node('keyboards'),
      ],
    },
    {
      id: 'apparel',
      label: t('treeView.categories.apparel'),
      children: [node('jackets'), node('pants'), node('skirts')],
    },
  ];
}

/** File names are names, the same in every language: they are not translation keys. */
function useFiles(): TreeItem[] {
  const { t } = useTranslation();
  const file = (name: string, icon: ReactNode) => ({ id: name, label: name, icon });
  return [
    {
      id: 'images',
      label: t('treeView.categories.images'),
      icon: <Images />,
      children: [
        file('sunset.jpg', <FileImage />),
        file('portrait.png', <FileImage />),
        file('diagram.svg', <FileImage />),
      ],
    },
    {
      id: 'music',
      label: t('treeView.categories.music'),
      icon: <Music />,
      children: [
        file('intro.mp3', <FileAudio />),
        file('theme-song.ogg', <FileAudio />),
        file('interview.wav', <FileAudio />),
      ],
    },
    {
      id: 'miscellaneous',
      label: t('treeView.categories.miscellaneous'),
      icon: <Folder />,
      children: [
        file('dump.sql', <Database />),
        file('unknown-file', <FileQuestionMark />),
        file('secure.key', <KeyRound />),
      ],
    },
  ];
}

function AdvancedCard() {
  const { t } = useTranslation();
  const tree = useTreeView({ items: useCatalogue(), defaultExpanded: ['products'] });
  return (
    <DemoCard title={t('treeView.page.advanced')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <Button variant="outline" size="sm" onClick={tree.expandAll}>
          {t('treeView.page.expandAll')}
        </Button>
        <Button variant="outline" size="sm" onClick={tree.collapseAll}>
          {t('treeView.page.collapseAll')}
        </Button>
      </div>
      <TreeView controller={tree} label={t('treeView.page.catalogue')} />
    </DemoCard>
  );
}

type Product = {
  id: string;
  nameKey: NodeKey | 'cables' | 'newProduct';
  /** What the user typed, once they have. */
  name?: string;
  /** A new product's number, which tells it apart from the others ("New product 2"). */
  number?: number;
};
type Group = 'electronics' | 'products';

const inputId = (id: string) => `tree-edit-${id}`;

function EditableCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const [groups, setGroups] = useState<Record<Group, Product[]>>({
    electronics: [
      { id: 'cellphones', nameKey: 'cellphones' },
      { id: 'cameraBodyKits', nameKey: 'cameraBodyKits' },
      { id: 'externalHdds', nameKey: 'externalHdds' },
    ],
    products: [
      { id: 'cables', nameKey: 'cables' },
      { id: 'monitors', nameKey: 'monitors' },
      { id: 'keyboards', nameKey: 'keyboards' },
    ],
  });
  const nextId = useRef(1);
  // Where focus goes once the list has re-rendered: an input's id, or a category to focus.
  const pendingFocus = useRef<{ input: string } | { category: Group } | null>(null);

  // The name shown: what the user typed, else the translated default (it follows a language switch).
  const nameOf = (product: Product) =>
    product.name ??
    (product.nameKey === 'newProduct'
      ? t('treeView.editable.newProduct', { number: format.integer(product.number ?? 1) })
      : product.nameKey === 'cables'
        ? t('treeView.categories.cables')
        : t(nodeKey(product.nameKey)));

  const byId = new Map(
    (Object.keys(groups) as Group[]).flatMap((group) =>
      groups[group].map((product) => [product.id, { group, product }] as const),
    ),
  );

  const items: TreeItem[] = (['electronics', 'products'] as const).map((group) => ({
    id: group,
    label: t(`treeView.categories.${group}`),
    children: groups[group].map((product) => ({
      id: product.id,
      label: nameOf(product),
      textValue: nameOf(product),
    })),
  }));
  const tree = useTreeView({ items, defaultExpanded: ['products'] });

  useEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (!target) return;
    if ('input' in target) document.getElementById(target.input)?.focus();
    else tree.focus(target.category);
  });

  const rename = (group: Group, id: string, name: string) =>
    setGroups((all) => ({
      ...all,
      [group]: all[group].map((product) => (product.id === id ? { ...product, name } : product)),
    }));

  const remove = (group: Group, id: string) => {
    const list = groups[group];
    const index = list.findIndex((product) => product.id === id);
    // Focus the product that takes its place, else the one before, else its category.
    const neighbour = list[index + 1] ?? list[index - 1];
    pendingFocus.current = neighbour ? { input: inputId(neighbour.id) } : { category: group };
    setGroups((all) => ({ ...all, [group]: all[group].filter((product) => product.id !== id) }));
  };

  const add = () => {
    const number = nextId.current++;
    const id = `new-product-${number}`;
    setGroups((all) => ({
      ...all,
      products: [...all.products, { id, nameKey: 'newProduct', number }],
    }));
    tree.expand('products');
    pendingFocus.current = { input: inputId(id) };
  };

  return (
    <Card>
      <CardHeader className="flex-wrap justify-between">
        <CardTitle>{t('treeView.page.editable')}</CardTitle>
        <Button variant="outline" size="sm" onClick={add}>
          <Plus aria-hidden="true" />
          {t('treeView.editable.addProduct')}
        </Button>
      </CardHeader>
      <CardBody>
        <TreeView
          controller={tree}
          label={t('treeView.page.editable')}
          labels={{ empty: t('treeView.editable.noProducts') }}
          renderLabel={(item, state) => {
            const entry = byId.get(item.id);
            if (state.isCategory || !entry) return item.label;
            const { group, product } = entry;
            const name = product.name ?? nameOf(product);
            return (
              <span className="flex items-center gap-1">
                <Input
                  id={inputId(product.id)}
                  aria-label={
                    name.trim()
                      ? t('treeView.editable.nameOf', { name })
                      : t('treeView.editable.nameOfUnnamed')
                  }
                  value={name}
                  onChange={(event) => rename(group, product.id, event.target.value)}
                  className="h-9"
                />
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={
                    name.trim()
                      ? t('treeView.editable.remove', { name })
                      : t('treeView.editable.removeUnnamed')
                  }
                  onClick={() => remove(group, product.id)}
                  className="hover:text-danger-strong"
                >
                  <X aria-hidden="true" />
                </Button>
              </span>
            );
          }}
        />
      </CardBody>
    </Card>
  );
}

function SelectableCard() {
  const { t } = useTranslation();
  const format = useFormat();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const node = (key: NodeKey) => ({ id: key, label: t(nodeKey(key)) });
  const items: TreeItem[] = [
    {
      id: 'products',
      label: t('treeView.categories.products'),
      children: [
        { id: 'cables', label: t('treeView.categories.cables') },
        node('monitors'),
        node('keyboards'),
      ],
    },
    {
      id: 'electronics',
      label: t('treeView.categories.electronics'),
      children: [node('cellphones'), node('cameraBodyKits'), node('externalHdds')],
    },
  ];
  return (
    <DemoCard title={t('treeView.page.selectable')}>
      <TreeView
        items={items}
        defaultExpanded={['electronics']}
        selectable
        selected={selected}
        onSelectedChange={setSelected}
        label={t('treeView.page.selectable')}
      />
      <p role="status" className="mt-4 text-sm text-muted">
        {t('treeView.page.selectedCount', {
          count: selected.size,
          n: format.integer(selected.size),
        })}
      </p>
    </DemoCard>
  );
}
