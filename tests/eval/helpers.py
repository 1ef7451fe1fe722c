"""Small builders for eval tests: a two-tenant dataset on disk and hand-made answers/traces."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from claimbound.claims.models import (
    AnswerStatus,
    Citation,
    CoverageRow,
    CoverageTable,
    DocMetadata,
    GroundedAnswer,
    Principal,
    Relation,
    Span,
    StopReason,
    Support,
    Trace,
    TraceEvent,
)
from claimbound.eval.dataset import EvalDataset

DOCS: list[dict[str, Any]] = [
    {"doc_id": "a1", "title": "acme travel", "sentences": ["Acme pays 60 EUR per day for meals.",
                                                          "Hotels are capped at 150 EUR per night."],
     "metadata": {"tenant": "acme"}},
    {"doc_id": "a2", "title": "acme profile", "sentences": ["Acme's headquarters is in Lyon."],
     "metadata": {"tenant": "acme"}},
    {"doc_id": "b1", "title": "boreal leave", "sentences": ["Boreal offers 49 weeks of parental leave at full pay."],
     "metadata": {"tenant": "boreal"}},
    {"doc_id": "a3", "title": "acme cards", "sentences": ["The corporate card monthly limit is 25,000 EUR."],
     "metadata": {"tenant": "acme", "roles": ["finance"]}},
    {"doc_id": "p1", "title": "lyon", "sentences": ["Lyon is a city in France."], "metadata": {}},
]

QUESTIONS: list[dict[str, Any]] = [
    {"id": "q1", "question": "What is the meal allowance per day?", "answers": ["60 EUR"], "answerable": True,
     "gold": [{"doc_id": "a1", "sentences": [0]}], "metadata": {"tenant": "acme", "expected_decision": "answer"}},
    {"id": "q2", "question": "What is the hotel cap where acme's headquarters is?", "answers": ["150 EUR"],
     "answerable": True, "gold": [{"doc_id": "a2", "sentences": [0]}, {"doc_id": "a1", "sentences": [1]}],
     "decomposition": [{"question": "Where is acme's HQ?", "answer": "Lyon", "doc_id": "a2"},
                       {"question": "Hotel cap in #1?", "answer": "150 EUR", "doc_id": "a1"}],
     "metadata": {"tenant": "acme", "expected_decision": "answer"}},
    {"id": "q3", "question": "What is boreal's parental leave?", "answers": [], "answerable": False, "gold": [],
     "metadata": {"tenant": "acme", "expected_decision": "out_of_scope"}},
    {"id": "q4", "question": "What is acme's dental coverage?", "answers": [], "answerable": False, "gold": [],
     "metadata": {"tenant": "acme", "expected_decision": "abstain"}},
]


def write_dataset(root: Path, docs: list[dict[str, Any]] | None = None,
                  questions: list[dict[str, Any]] | None = None) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    with open(root / "corpus.jsonl", "w", encoding="utf-8") as f:
        for d in docs if docs is not None else DOCS:
            d = dict(d)
            if "sentences" in d and "text" not in d:
                d["text"] = " ".join(d["sentences"])
            f.write(json.dumps(d) + "\n")
    with open(root / "questions.jsonl", "w", encoding="utf-8") as f:
        for q in questions if questions is not None else QUESTIONS:
            f.write(json.dumps(q) + "\n")
    return root


def span(ds: EvalDataset, doc_id: str, sentence: int = 0, n: int = 0) -> Span:
    info = ds.docs[doc_id]
    assert info.sentence_ranges is not None
    s, e = info.sentence_ranges[sentence]
    return Span(span_id=f"{doc_id}#{n}", doc_id=doc_id, start=s, end=e, text=info.text[s:e],
                metadata=DocMetadata.model_validate(info.metadata.model_dump()))


def retrieval_event(seq: int, query: str, spans: list[Span]) -> TraceEvent:
    hits = [{"span": sp.model_dump(mode="json"), "score": 1.0 / (i + 1)} for i, sp in enumerate(spans)]
    return TraceEvent(seq=seq, kind="retrieve", inputs={"query": query},
                      outputs={"result": {"query": query, "mode": "hybrid", "outcome": "ok", "hits": hits}})


def make_answer(question: str, status: AnswerStatus, cited: list[Span] | None = None, *,
                stop: StopReason = StopReason.EVIDENCE_SUFFICIENT, relation: Relation = Relation.ENTAILS,
                level: float = 1.0, text: str = "") -> GroundedAnswer:
    cited = cited or []
    supports = [Support(claim_id="c1", span=sp, level=level, relation=relation, score=0.9,  # type: ignore[arg-type]
                        verifier="fake") for sp in cited]
    rows = [CoverageRow(claim_id="c1", claim_text=question, weight=1.0, required=True, level=level,  # type: ignore[arg-type]
                        best=supports[0] if supports else None, supports=supports)]
    return GroundedAnswer(
        question=question, status=status, text=text, stop_reason=stop,
        citations=[Citation(claim_id="c1", span_id=sp.span_id, doc_id=sp.doc_id, start=sp.start, end=sp.end,
                            quote=sp.text, level=1.0) for sp in cited] if relation == Relation.ENTAILS else [],
        claims=CoverageTable(rows=rows), coverage=level if status == AnswerStatus.ANSWERED else 0.0,
    )


def make_trace(question: str, principal: Principal, events: list[TraceEvent]) -> Trace:
    return Trace(trace_id="t", question=question, principal=principal, events=events)
