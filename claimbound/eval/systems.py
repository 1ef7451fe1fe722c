"""The systems an evaluation compares. The harness depends on the small :class:`System` protocol only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, runtime_checkable

from claimbound.claims.models import (
    AnswerStatus,
    Citation,
    Conflict,
    ConflictKind,
    ConflictResolution,
    ConflictTable,
    Cost,
    CoverageRow,
    CoverageTable,
    GroundedAnswer,
    Principal,
    Relation,
    Span,
    StopReason,
    Support,
    Trace,
    TraceEvent,
)
from claimbound.eval.dataset import EvalItem


@runtime_checkable
class System(Protocol):
    """Answers one evaluation item for one principal and returns the answer with its full trace."""

    name: str

    def answer(self, item: EvalItem, principal: Principal) -> tuple[GroundedAnswer, Trace]: ...


def describe(system: System) -> dict[str, Any]:
    """The system's own description (models, settings) when it offers one."""
    fn = getattr(system, "describe", None)
    return dict(fn()) if callable(fn) else {"name": system.name}


class FakeSystem:
    """A system backed by a function, for tests and for wiring checks."""

    def __init__(self, name: str, fn: Callable[[EvalItem, Principal], tuple[GroundedAnswer, Trace]],
                 info: dict[str, Any] | None = None) -> None:
        self.name = name
        self._fn = fn
        self._info = info or {}

    def answer(self, item: EvalItem, principal: Principal) -> tuple[GroundedAnswer, Trace]:
        return self._fn(item, principal)

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "kind": "fake", **self._info}


class OracleSystem:
    """Reference system that reads the gold labels: decides as expected and cites exactly the gold evidence.

    It checks the harness itself (an oracle must score 1.0 on decision accuracy, Complete-evidence and answer
    inside cited spans) and never measures claimbound.
    """

    name = "oracle"

    def __init__(self, dataset: Any) -> None:
        self._docs = dataset.docs

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "kind": "reference (reads gold labels)"}

    def answer(self, item: EvalItem, principal: Principal) -> tuple[GroundedAnswer, Trace]:
        spans: list[Span] = []
        for g in item.gold:
            info = self._docs[g.doc_id]
            ranges = [info.sentence_ranges[i] for i in g.sentences] if g.sentences and info.sentence_ranges else [
                (0, len(info.text))]
            for n, (s, e) in enumerate(ranges):
                spans.append(Span(span_id=f"{g.doc_id}#{n}", doc_id=g.doc_id, start=s, end=e, text=info.text[s:e],
                                  metadata=info.metadata))
        decision = item.expected_decision
        label = item.label
        if item.kind == "claim":
            decision = {"SUPPORT": "answer", "DISPUTED": "degrade"}.get(label or "", "abstain")
        status = {"answer": AnswerStatus.ANSWERED, "degrade": AnswerStatus.DEGRADED,
                  "clarify": AnswerStatus.CLARIFICATION}.get(decision, AnswerStatus.ABSTAINED)
        stop = {"out_of_scope": StopReason.OUT_OF_SCOPE,
                "clarify": StopReason.CLARIFICATION_REQUIRED}.get(decision, StopReason.EVIDENCE_SUFFICIENT)
        relation = Relation.CONTRADICTS if label == "CONTRADICT" else Relation.ENTAILS
        cite = status in (AnswerStatus.ANSWERED, AnswerStatus.DEGRADED) or label == "CONTRADICT"
        supports = [Support(claim_id="c1", span=sp, level=1.0 if relation == Relation.ENTAILS else 0.0,
                            relation=relation, score=1.0, verifier="oracle") for sp in spans]
        if label == "DISPUTED":
            supports[-1:] = [supports[-1].model_copy(update={"relation": Relation.CONTRADICTS, "level": 0.0})]
        row = CoverageRow(claim_id="c1", claim_text=item.question, weight=1.0, required=True,
                          level=1.0 if status == AnswerStatus.ANSWERED or label == "DISPUTED" else 0.0,
                          best=supports[0] if supports else None, supports=supports)
        conflicts = (_oracle_conflicts(supports) if label == "DISPUTED" or "conflict" in item.tags
                     else ConflictTable())
        answer = GroundedAnswer(
            question=item.question,
            status=status,
            text=" ".join(item.facts or item.answers[:1]) or decision,
            citations=[Citation(claim_id="c1", span_id=sp.span_id, doc_id=sp.doc_id, start=sp.start, end=sp.end,
                                quote=sp.text, level=1.0) for sp in spans] if cite else [],
            stop_reason=stop,
            coverage=1.0 if status == AnswerStatus.ANSWERED else 0.0,
            claims=CoverageTable(rows=[row] if spans else []),
            cost=Cost(hops=1, queries=1, verifier_pairs=len(spans)),
            conflicts=conflicts,
        )
        hits = [{"span": sp.model_dump(mode="json"), "score": 1.0} for sp in spans]
        trace = Trace(trace_id=f"oracle-{item.id}", question=item.question, principal=principal,
                      events=[TraceEvent(seq=0, kind="retrieve", inputs={"query": item.question},
                                         outputs={"hits": hits})])
        return answer, trace


def _oracle_conflicts(supports: list[Support]) -> ConflictTable:
    return ConflictTable(conflicts=[Conflict(claim_id="c1", kind=ConflictKind.CONTRADICTION,
                                              resolution=ConflictResolution.UNRESOLVED, supporting=supports[:1],
                                              opposing=supports[1:])])


class AbstainSystem:
    """Reference system that declines every question (the floor for abstention metrics)."""

    name = "abstain"

    def describe(self) -> dict[str, Any]:
        return {"name": self.name, "kind": "reference (always abstains)"}

    def answer(self, item: EvalItem, principal: Principal) -> tuple[GroundedAnswer, Trace]:
        answer = GroundedAnswer(question=item.question, status=AnswerStatus.ABSTAINED, text="",
                                stop_reason=StopReason.NO_PROGRESS)
        return answer, Trace(trace_id=f"abstain-{item.id}", question=item.question, principal=principal)


class PipelineSystem:
    """``one-shot`` or ``adaptive`` over a :class:`claimbound.pipeline.Pipeline` (both may share one pipeline, so
    they use the same index, models and settings)."""

    def __init__(self, pipeline: Any, mode: str, name: str | None = None) -> None:
        if mode not in ("one-shot", "adaptive"):
            from claimbound.errors import ConfigError

            raise ConfigError(f"unknown pipeline mode {mode!r}; use one-shot or adaptive")
        self.pipeline = pipeline
        self.mode = mode
        self.name = name or mode

    def describe(self) -> dict[str, Any]:
        p = self.pipeline
        settings = getattr(p, "settings", None)
        return {
            "name": self.name,
            "mode": self.mode,
            "settings": settings.model_dump(mode="json") if settings is not None else None,
            "planner": getattr(p.planner, "name", type(p.planner).__name__),
            "verifier": getattr(p.verifier, "name", type(p.verifier).__name__),
            "writer": getattr(p.writer, "name", None) if getattr(p, "writer", None) is not None else None,
            "rewriter": "lm" if getattr(p, "rewriter", None) is not None else "rule",
            "models": model_versions(p),
        }

    def warm_up(self, item: EvalItem, principal: Principal) -> None:
        """Load the models and open the index before timing (one untimed, unrecorded question)."""
        try:
            self.answer(item, principal)
        except Exception:  # noqa: BLE001 - the timed run reports any failure itself
            pass

    def answer(self, item: EvalItem, principal: Principal) -> tuple[GroundedAnswer, Trace]:
        if self.mode == "one-shot":
            answer, trace = self.pipeline.one_shot_with_trace(item.question, principal)
        else:
            answer, trace = self.pipeline.ask_with_trace(item.question, principal)
        return answer, trace


def model_versions(pipeline: Any) -> dict[str, Any]:
    """What identifies the models a pipeline uses: the NLI model folder's file hashes and training record, the
    index's embedder and build time (read from files; nothing is loaded)."""
    import json
    from pathlib import Path

    from claimbound.files import file_sha256

    out: dict[str, Any] = {}
    model_dir = getattr(pipeline.verifier, "model_dir", None)
    if model_dir is not None and Path(model_dir).is_dir():
        info: dict[str, Any] = {"path": str(model_dir)}
        for name in ("config.json", "model.safetensors", "thresholds.json"):
            f = Path(model_dir) / name
            if f.is_file():
                info[f"sha256:{name}"] = file_sha256(f)
        tr = Path(model_dir) / "training.json"
        if tr.is_file():
            try:
                info["training"] = json.loads(tr.read_text(encoding="utf-8"))
            except ValueError:
                pass
        out["verifier"] = info
    index_path = getattr(pipeline.retriever, "path", None) or getattr(pipeline.retriever, "_path", None)
    manifest = Path(str(index_path)) / "claimbound-index.json" if index_path else None
    if manifest is not None and manifest.is_file():
        try:
            m = json.loads(manifest.read_text(encoding="utf-8"))
            out["index"] = {k: m.get(k) for k in ("embedder", "embeddings_sha256", "created_at", "n_documents", "n_spans", "format", "corpus")}
        except ValueError:
            pass
    return out
