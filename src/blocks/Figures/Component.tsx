import type { FiguresBlock } from '@/payload-types'

export function FiguresBlockComponent({ block }: { block: FiguresBlock }) {
  return (
    <section className="bg-brand-50 py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {block.heading && <h2 className="mb-8 text-center text-2xl font-bold text-brand-900">{block.heading}</h2>}
        <dl className="grid grid-cols-2 gap-6 md:grid-cols-4">
          {block.items?.map((item) => (
            <div
              key={item.id ?? item.label}
              className="flex flex-col-reverse rounded-xl bg-white p-6 text-center shadow-sm"
            >
              <dt className="mt-2 text-muted">{item.label}</dt>
              <dd className="text-4xl font-bold text-brand-700">{item.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
