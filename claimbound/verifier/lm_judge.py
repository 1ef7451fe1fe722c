"""An LM judge: a DSPy signature decides entails / partial / neutral / contradicts with a short reason."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any, Literal

import dspy

from claimbound.claims.models import Relation, SupportLevel
from claimbound.errors import ConfigError, ModelError
from claimbound.verifier.base import PairVerifier, Probs, _Judgement
from claimbound.verifier.checks import MISSING_WORDS

__all__ = ["JudgeSupport", "LMJudge", "LMJudgeVerifier"]

Verdict = Literal["entails", "partial", "neutral", "contradicts"]

_VERDICT: dict[str, tuple[Relation, SupportLevel]] = {
    "entails": (Relation.ENTAILS, 1.0),
    "partial": (Relation.NEUTRAL, 0.5),
    "neutral": (Relation.NEUTRAL, 0.0),
    "contradicts": (Relation.CONTRADICTS, 0.0),
}


class JudgeSupport(dspy.Signature):
    """Decide whether the evidence proves the claim. "entails": the evidence alone makes the claim true.
    "partial": it proves some of the claim's facts but not all. "neutral": it does not settle the claim.
    "contradicts": it makes the claim false. Use only the evidence, not background knowledge."""

    claim: str = dspy.InputField(desc="the statement to check")
    evidence: str = dspy.InputField(desc="a passage from a document")
    relation: Verdict = dspy.OutputField(desc="entails | partial | neutral | contradicts")
    reason: str = dspy.OutputField(desc="one short sentence quoting what decides it")


class LMJudge(dspy.Module):
    """(claim, evidence) -> verdict + reason; ``judge`` is a named predictor so DSPy optimizers can tune it."""

    def __init__(self) -> None:
        super().__init__()
        self.judge = dspy.Predict(JudgeSupport)

    def forward(self, claim: str, evidence: str) -> dspy.Prediction:
        return self.judge(claim=claim, evidence=evidence)


class LMJudgeVerifier(PairVerifier):
    """Verifier backed by any DSPy LM (``dspy.LM("openai/...")``, a local llama.cpp server, ``DummyLM`` in tests).

    ``lm=None`` uses the LM configured by the caller (``dspy.context``); this class never calls ``dspy.configure``.
    A failed LM call (error, timeout, a verdict outside the four) raises :class:`ModelError` by default
    (``on_error="raise"``), so the pipeline retries it and then uses its fallback verifier. ``on_error="neutral"``
    instead yields a neutral level-0 Support whose ``reason`` starts with ``lm_error:`` and whose ``probs`` are
    empty (benchmarks count these apart from genuine "not supported" verdicts).
    """

    def __init__(self, lm: Any = None, *, module: LMJudge | None = None, checks: bool = True,
                 split_atoms: bool = False, on_error: Literal["raise", "neutral"] = "raise",
                 missing_words: int = MISSING_WORDS) -> None:
        super().__init__(checks=checks, split_atoms=split_atoms, missing_words=missing_words)
        if on_error not in ("raise", "neutral"):
            raise ConfigError(f"on_error={on_error!r}; use 'raise' or 'neutral'")
        self.on_error = on_error
        self.lm = lm
        self.module = module or LMJudge()
        model = getattr(lm, "model", None)
        self.name = f"lm:{model}" if isinstance(model, str) else "lm"

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        return [j.probs for j in self.judge_pairs(premises, hypotheses)]

    def judge_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[_Judgement]:
        ctx = dspy.context(lm=self.lm) if self.lm is not None else contextlib.nullcontext()
        out: list[_Judgement] = []
        with ctx:
            for premise, hyp in zip(premises, hypotheses, strict=True):
                try:
                    pred = self.module(claim=hyp, evidence=premise)
                    verdict = str(pred.relation).strip().lower()
                    relation, level = _VERDICT[verdict]
                except Exception as exc:  # any LM / parsing failure
                    if self.on_error == "raise":
                        raise ModelError(f"the LM judge failed on a (claim, span) pair: {type(exc).__name__}: "
                                         f"{exc}; check the LM, or use on_error='neutral' to record it") from exc
                    out.append(_Judgement(Relation.NEUTRAL, 0.0, {}, reason=f"lm_error: {type(exc).__name__}: {exc}"))
                    continue
                probs = {"entailment": float(level), "neutral": 1.0 - float(level) if relation != Relation.CONTRADICTS
                         else 0.0, "contradiction": 1.0 if relation == Relation.CONTRADICTS else 0.0}
                out.append(_Judgement(relation, level, probs, reason=str(getattr(pred, "reason", ""))))
        return out
