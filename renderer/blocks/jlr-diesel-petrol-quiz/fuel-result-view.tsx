import type { MouseEvent } from 'react'
import type { JlrDieselPetrolQuizAttributes } from '../../../templates/generated/types.js'
import { Heading, type HeadingTag } from '../../html/heading.js'
import { LinkAnchor } from '../../html/link-anchor.js'
import { ResponsiveImage } from '../../html/responsive-image.js'
import { RichText } from '../../html/rich-text.js'
import { QuizLinks } from '../../storefront/quiz/QuizLinks.js'
import { headingBelow } from '../../storefront/quiz/heading-below.js'

type Result = JlrDieselPetrolQuizAttributes['results'][number]

/**
 * One fuel quiz result (002 §3): heading, introduction, image, description, advantages and disadvantages,
 * the vehicle and other-option links, and the aside with the proposition label, its own heading and text
 * and the primary and secondary links. Every result is rendered on the server, hidden but the shown one.
 */
export function FuelResultView({
  id,
  titleId,
  tag,
  result: r,
  labels,
  hidden,
  onClick,
  onRestart,
}: {
  id: string
  titleId: string
  tag: HeadingTag | undefined
  result: Result
  labels: { advantages: string; disadvantages: string; proposition: string | undefined; restart: string }
  hidden: boolean
  onClick: (event: MouseEvent) => void
  onRestart: () => void
}) {
  const sub = headingBelow(tag)
  const lists = [
    { kind: 'advantages', title: labels.advantages, html: r.advantages },
    { kind: 'disadvantages', title: labels.disadvantages, html: r.disadvantages },
  ].filter((list) => list.html)
  const hasAside = Boolean(r.aside_label || r.aside_description || r.primary_link || r.secondary_link)
  return (
    <div className="quiz__view fuel-result" data-result={r.result} hidden={hidden} onClick={onClick}>
      <div className="fuel-result__main">
        <Heading tag={tag} size="l" id={titleId} className="quiz__title" focusable>
          {r.heading}
        </Heading>
        {r.introduction ? <p className="fuel-result__intro">{r.introduction}</p> : null}
        {r.image ? (
          <ResponsiveImage
            image={r.image}
            sizes="(min-width: 1024px) 60vw, 100vw"
            width={1024}
            height={576}
            className="fuel-result__image"
          />
        ) : null}
        <RichText html={r.description} className="fuel-result__description" />
        {lists.length ? (
          <div className="fuel-result__lists">
            {lists.map((list) => (
              <div key={list.kind} className={`fuel-result__list fuel-result__list--${list.kind}`}>
                <Heading tag={sub} size="xs" id={`${id}-${list.kind}`}>
                  {list.title}
                </Heading>
                <RichText html={list.html} />
              </div>
            ))}
          </div>
        ) : null}
        {r.vehicle_link || r.other_option_link ? (
          <div className="fuel-result__links">
            {r.vehicle_link ? <LinkAnchor link={r.vehicle_link} className="button button--primary" /> : null}
            {r.other_option_link ? (
              <LinkAnchor link={r.other_option_link} className="fuel-result__other" />
            ) : null}
          </div>
        ) : null}
      </div>
      {hasAside ? (
        <div className="fuel-result__aside">
          {labels.proposition ? <p className="quiz__eyebrow">{labels.proposition}</p> : null}
          {r.aside_label ? (
            <Heading tag={sub} size="s" className="fuel-result__aside-title">
              {r.aside_label}
            </Heading>
          ) : null}
          <RichText html={r.aside_description} className="fuel-result__aside-text" />
          <QuizLinks primary={r.primary_link} secondary={r.secondary_link} className="quiz__links" />
        </div>
      ) : null}
      <div className="quiz__nav fuel-result__nav">
        <button type="button" className="quiz__restart" onClick={onRestart}>
          {labels.restart}
        </button>
      </div>
    </div>
  )
}
