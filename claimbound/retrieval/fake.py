"""``FakeRetriever``: a retriever over a fixed list of spans, for other stages' tests (no index, no model)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from claimbound.claims.models import (
    Principal,
    SearchHit,
    SearchMode,
    SearchOutcome,
    SearchResult,
    Span,
)

_WORD = re.compile(r"\w+", re.UNICODE)
_STOP = frozenset("a an and are as at be by did do does for from had has have he her his how in is it its of on or"
                  " she that the their they this to was were what when where which who whom whose why with".split())


def _terms(text: str) -> set[str]:
    return {w for w in _WORD.findall(text.lower()) if w not in _STOP}


class FakeRetriever:
    """Ranks the given spans by word overlap with the query (title included), honouring the access rule.

    ``FakeRetriever(spans)``; or ``FakeRetriever(spans, rank=fn)`` where ``fn(query, spans) -> list[Span]``
    decides the order itself (e.g. a dict lookup keyed by query). Every call is recorded in ``calls``.
    Outcomes follow the real index: NO_MATCH, or ACCESS_DENIED when only invisible spans matched.
    """

    def __init__(
        self,
        spans: Sequence[Span],
        *,
        rank: Callable[[str, Sequence[Span]], Sequence[Span]] | None = None,
    ) -> None:
        self.spans = list(spans)
        self._rank = rank
        self.calls: list[tuple[str, Principal, int, SearchMode]] = []

    def _matches(self, query: str, spans: Sequence[Span]) -> list[tuple[Span, float]]:
        if self._rank is not None:
            ranked = list(self._rank(query, spans))
            return [(s, float(len(ranked) - i)) for i, s in enumerate(ranked)]
        q = _terms(query)
        scored = []
        for i, s in enumerate(spans):
            overlap = len(q & _terms(f"{s.title} {s.text}"))
            if overlap:
                scored.append((-overlap, i, s))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [(s, float(-neg)) for neg, _, s in scored]

    def search(
        self, query: str, principal: Principal, *, k: int = 10, mode: SearchMode = SearchMode.HYBRID
    ) -> SearchResult:
        mode = SearchMode(mode)
        self.calls.append((query, principal, k, mode))
        visible = [s for s in self.spans if s.metadata.visible_to(principal)]
        matches = self._matches(query, visible)[:k]
        result = SearchResult(query=query, mode=mode, outcome=SearchOutcome.OK, access_filter="fake")
        if matches:
            hits = [
                SearchHit(span=s, score=score, scores={mode.value: score}, ranks={mode.value: i + 1})
                for i, (s, score) in enumerate(matches)
            ]
            return result.model_copy(update={"hits": hits})
        hidden = [s for s in self.spans if not s.metadata.visible_to(principal)]
        if self._matches(query, hidden):
            return result.model_copy(
                update={"outcome": SearchOutcome.ACCESS_DENIED, "message": "matches exist that you may not see"}
            )
        return result.model_copy(update={"outcome": SearchOutcome.NO_MATCH, "message": "nothing matches the query"})
