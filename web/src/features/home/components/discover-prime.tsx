// DISCOVER PRIME: best sellers and upcoming products under two tabs.
import { messages } from '@prime/contract';
import { useState } from 'react';
import { ProductGrid, useBestSellers, useProducts } from '../../catalogue/index.ts';
import { Tabs } from './tabs.tsx';

const TABS = [
  { key: 'best', label: 'BEST SELLER' },
  { key: 'upcoming', label: 'UPCOMING' },
];

export function DiscoverPrime() {
  const [tab, setTab] = useState('best');
  return (
    <section className="section container" aria-labelledby="discover-title">
      <h2 id="discover-title" className="section-title">
        DISCOVER PRIME
      </h2>
      <Tabs label="Discover Prime" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'best' ? <BestSellers /> : <Upcoming />}
      </Tabs>
    </section>
  );
}

function BestSellers() {
  const { data, isPending } = useBestSellers();
  return <ProductGrid products={data} loading={isPending} emptyText={messages.noBestSellers} />;
}

function Upcoming() {
  const { data, isPending } = useProducts({ upcoming: true });
  return <ProductGrid products={data} loading={isPending} emptyText={messages.noUpcoming} />;
}
