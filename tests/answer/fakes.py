"""Small deterministic fakes for controller and answerer tests (no models, no index)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from claimbound.claims import (
    Claim,
    DocMetadata,
    Document,
    Plan,
    Principal,
    Relation,
    Route,
    SearchHit,
    SearchMode,
    SearchOutcome,
    SearchResult,
    SlotBinding,
    Span,
    SubQuestion,
    Support,
)
from claimbound.claims.plan import REF_PATTERN

_STOP = {"the", "a", "an", "of", "is", "was", "what", "who", "which", "does", "do", "how", "many", "in", "for", "to"}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _STOP}


class Boom(Exception):
    """Raised by fakes told to fail (an interrupted run)."""


def split_doc(doc: Document) -> list[Span]:
    spans = []
    for n, m in enumerate(re.finditer(r"[^.!?]+[.!?]?", doc.text)):
        raw = m.group(0)
        lead = len(raw) - len(raw.lstrip())
        text = raw.strip()
        if not text:
            continue
        start = m.start() + lead
        spans.append(
            Span(
                span_id=f"{doc.doc_id}#{n}",
                doc_id=doc.doc_id,
                start=start,
                end=start + len(text),
                text=text,
                title=doc.title,
                metadata=doc.metadata,
            )
        )
    return spans


class DocRetriever:
    """Word-overlap search over sentence spans, with the access rule applied per principal."""

    def __init__(self, docs: Sequence[Document], *, fail_on_call: int | None = None) -> None:
        self.docs = {d.doc_id: d for d in docs}
        self.spans = [sp for d in docs for sp in split_doc(d)]
        self.calls = 0
        self.fail_on_call = fail_on_call
        self.principals: list[str] = []

    def tenants(self) -> set[str]:
        return {d.metadata.tenant for d in self.docs.values()}

    def document(self, doc_id: str) -> Document:
        return self.docs[doc_id]

    def search(
        self, query: str, principal: Principal, *, k: int = 10, mode: SearchMode = SearchMode.HYBRID
    ) -> SearchResult:
        self.calls += 1
        self.principals.append(principal.cache_key())
        if self.fail_on_call is not None and self.calls == self.fail_on_call:
            raise Boom(f"search {self.calls} interrupted")
        q = words(query)
        scored = []
        for sp in self.spans:
            if not sp.metadata.visible_to(principal):
                continue
            overlap = len(q & words(sp.text))
            if overlap:
                scored.append((overlap, sp))
        scored.sort(key=lambda x: (-x[0], x[1].span_id))
        hits = [SearchHit(span=sp, score=float(o)) for o, sp in scored[:k]]
        return SearchResult(
            query=query,
            mode=mode,
            outcome=SearchOutcome.OK if hits else SearchOutcome.NO_MATCH,
            hits=hits,
            access_filter=f"tenant in (public, {principal.tenant})",
        )


class RaisingComponent:
    """Every call fails: proves a replay makes no model call."""

    name = "raising"

    def __init__(self) -> None:
        self.calls = 0

    def search(self, *a: object, **k: object) -> SearchResult:
        self.calls += 1
        raise AssertionError("replay called the retriever")

    def tenants(self) -> set[str]:
        self.calls += 1
        raise AssertionError("replay called the index")

    def plan(self, question: str) -> Plan:
        self.calls += 1
        raise AssertionError("replay called the planner")

    def verify(self, claims: Sequence[Claim], spans: Sequence[Span]) -> list[Support]:
        self.calls += 1
        raise AssertionError("replay called the verifier")

    def write(self, question: str, supports: Sequence[Support]) -> list[tuple[str, list[str]]]:
        self.calls += 1
        raise AssertionError("replay called the writer")


class MapPlanner:
    """Plans from a mapping question -> Plan (or a callable)."""

    name = "map-planner"

    def __init__(self, plans: dict[str, Plan] | Callable[[str], Plan]) -> None:
        self.plans = plans
        self.calls = 0

    def plan(self, question: str) -> Plan:
        self.calls += 1
        if callable(self.plans):
            return self.plans(question)
        return self.plans[question]


_VALUE = r"(?P<v>[A-Z][\w.\-]*(?:\s+(?:of|the|[A-Z][\w.\-]*))*)"


class PatternVerifier:
    """Open claims: the claim text as a pattern whose own ``{slot}`` is a capitalised phrase, bound from the span.
    Closed claims: 1 when every content word is in the span, 0.5 when at least half are, else 0."""

    name = "pattern-verifier"

    def __init__(self) -> None:
        self.calls = 0
        self.pairs = 0

    def verify(self, claims: Sequence[Claim], spans: Sequence[Span]) -> list[Support]:
        self.calls += 1
        out = []
        for c in claims:
            for sp in spans:
                self.pairs += 1
                out.append(self._judge(c, sp))
        return out

    def _judge(self, c: Claim, sp: Span) -> Support:
        if c.slot and "{" + c.slot + "}" in c.text:
            parts = REF_PATTERN.split(c.text)
            pattern = ""
            for i, part in enumerate(parts):
                if i % 2 == 0:
                    if part[:1].isspace() and pattern:
                        pattern += r"\s+"
                    pattern += r"\s+".join(re.escape(w) for w in part.split())
                    if part[-1:].isspace() and part.strip():
                        pattern += r"\s+"
                else:
                    pattern += _VALUE if part == c.slot else re.escape("{" + part + "}")
            pattern = pattern.rstrip(".")
            m = re.search(pattern, sp.text)
            if m:
                binding = SlotBinding(
                    slot=c.slot,
                    value=m.group("v"),
                    doc_id=sp.doc_id,
                    start=sp.start + m.start("v"),
                    end=sp.start + m.end("v"),
                )
                return Support(
                    claim_id=c.id, span=sp, level=1.0, relation=Relation.ENTAILS, score=0.9, verifier=self.name,
                    binding=binding,
                )
            return Support(claim_id=c.id, span=sp, level=0.0, relation=Relation.NEUTRAL, score=0.1, verifier=self.name)
        need = words(c.text)
        have = words(sp.text)
        share = len(need & have) / max(1, len(need))
        level = 1.0 if share == 1.0 else 0.5 if share >= 0.5 else 0.0
        return Support(
            claim_id=c.id,
            span=sp,
            level=level,  # type: ignore[arg-type]
            relation=Relation.ENTAILS if level == 1.0 else Relation.NEUTRAL,
            score=share,
            verifier=self.name,
        )


class BindingVerifier(PatternVerifier):
    """A :class:`PatternVerifier` that also binds an open claim's slot wherever ``find(claim, span)`` returns
    (start, end) offsets into the span text: level 1, entails, with ``score``."""

    def __init__(self, find: Callable[[Claim, Span], tuple[int, int] | None], *, score: float = 0.9,
                 only_unsupported: bool = False) -> None:
        super().__init__()
        self.find = find
        self.score = score
        self.only_unsupported = only_unsupported

    def _judge(self, c: Claim, sp: Span) -> Support:
        s = super()._judge(c, sp)
        at = self.find(c, sp) if c.slot and not (self.only_unsupported and s.level > 0) else None
        if at is None:
            return s
        start, end = at
        binding = SlotBinding(slot=c.slot or "", value=sp.text[start:end], doc_id=sp.doc_id, start=sp.start + start,
                              end=sp.start + end)
        return s.model_copy(update={"level": 1.0, "relation": Relation.ENTAILS, "score": self.score,
                                    "binding": binding})


def doc(doc_id: str, text: str, tenant: str = "public", **meta: object) -> Document:
    return Document(doc_id=doc_id, title=doc_id, text=text, metadata=DocMetadata(tenant=tenant, **meta))


CORPUS = [
    doc("jpi", "Journal of Psychotherapy Integration is a quarterly journal. Halcyon Press publishes the Journal of Psychotherapy Integration."),
    doc("app", "Halcyon Press was founded in 1901. Mary Stone was the first president of Halcyon Press."),
    doc("noise", "The weather in Lyon is mild. Bridges cross the Rhone river."),
    doc("acme-meal", "Acme pays a meal allowance of 60 EUR per day.", tenant="acme"),
    doc("boreal-meal", "Boreal pays a meal allowance of 500 NOK per day.", tenant="boreal"),
    doc("cobalt-meal", "Cobalt pays a meal allowance of 40 USD per day.", tenant="cobalt"),
]

TWO_HOP = "Who was the first president of the company that publishes the Journal of Psychotherapy Integration?"


def two_hop_plan(question: str = TWO_HOP) -> Plan:
    return Plan(
        question=question,
        route=Route.MULTI_HOP,
        sub_questions=[
            SubQuestion(id="sq1", text="Who publishes the Journal of Psychotherapy Integration?", slot="organization"),
            SubQuestion(id="sq2", text="Who was the first president of {sq1}?", depends_on=["sq1"], slot="person"),
        ],
        claims=[
            Claim(id="c1", text="{sq1} publishes the Journal of Psychotherapy Integration", sub_question_id="sq1", weight=0.5, slot="sq1"),
            Claim(id="c2", text="{sq2} was the first president of {sq1}", sub_question_id="sq2", weight=0.5, slot="sq2"),
        ],
        planner="map-planner",
    )


def one_claim_plan(question: str, claim: str, *, slot: bool = False) -> Plan:
    return Plan(
        question=question,
        route=Route.SINGLE_HOP,
        sub_questions=[SubQuestion(id="sq1", text=question)],
        claims=[Claim(id="c1", text=claim, sub_question_id="sq1", slot="sq1" if slot else None)],
        planner="map-planner",
    )
