"""Any sentence-transformers cross-encoder NLI model, by hub name (if cached locally) or local path."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

from claimbound.errors import ConfigError, ModelError
from claimbound.verifier.base import LABELS, PairVerifier, Probs, Thresholds
from claimbound.verifier.checks import MISSING_WORDS

__all__ = ["CrossEncoderVerifier", "KNOWN_LABEL_ORDERS"]

KNOWN_LABEL_ORDERS: dict[str, tuple[str, ...]] = {
    # the public sentence-transformers NLI cross-encoders (cross-encoder/nli-deberta-v3-*, nli-roberta-base,
    # nli-distilroberta-base, nli-MiniLM2-L6-H768) all output (contradiction, entailment, neutral)
    "cross-encoder/nli-": ("contradiction", "entailment", "neutral"),
}
_ALIASES = {"entails": "entailment", "entailment": "entailment", "neutral": "neutral", "contradiction": "contradiction",
            "contradicts": "contradiction", "contradict": "contradiction", "not_entailment": "neutral"}


class CrossEncoderVerifier(PairVerifier):
    """A cross-encoder NLI model through ``sentence_transformers.CrossEncoder``, loaded lazily.

    ``label_order`` names the model's output columns (e.g. ``("contradiction", "entailment", "neutral")``). When not
    given it comes from a known default for the ``cross-encoder/nli-*`` family, else from the model's ``id2label``.
    """

    def __init__(self, name_or_path: str, *, label_order: Sequence[str] | None = None, batch_size: int = 32,
                 max_length: int = 256, device: str = "cpu", thresholds: Thresholds | None = None,
                 checks: bool = True, split_atoms: bool = True, use_title: bool = True,
                 missing_words: int = MISSING_WORDS) -> None:
        super().__init__(thresholds=thresholds, checks=checks, split_atoms=split_atoms, use_title=use_title,
                         missing_words=missing_words)
        self.name_or_path = name_or_path
        self.name = f"cross-encoder:{name_or_path}"
        self.batch_size = batch_size
        self.max_length = max_length
        self.device = device
        self._label_order = self._normalise(label_order) if label_order else None
        self._model: Any = None
        self._lock = threading.Lock()

    @staticmethod
    def _normalise(order: Sequence[str]) -> tuple[str, ...]:
        try:
            out = tuple(_ALIASES[str(x).lower()] for x in order)
        except KeyError as exc:
            raise ConfigError(f"unknown label {exc.args[0]!r} in label_order {list(order)}; use entailment, "
                              "neutral, contradiction") from exc
        if "entailment" not in out:
            raise ConfigError(f"label_order {list(order)} has no entailment column")
        return out

    @property
    def label_order(self) -> tuple[str, ...]:
        if self._label_order is None:
            self.load()
        assert self._label_order is not None
        return self._label_order

    def load(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            try:
                from sentence_transformers import CrossEncoder

                model = CrossEncoder(self.name_or_path, device=self.device, max_length=self.max_length,
                                     local_files_only=True)
            except Exception as exc:  # sentence-transformers raises OSError / ValueError / HF errors
                raise ModelError(f"cannot load cross-encoder {self.name_or_path!r} offline: {exc}; pass a local "
                                 "model folder or download the model into the Hugging Face cache first") from exc
            if self._label_order is None:
                for prefix, order in KNOWN_LABEL_ORDERS.items():
                    if self.name_or_path.startswith(prefix):
                        self._label_order = order
                        break
                else:
                    id2label = getattr(model.model.config, "id2label", None) or {}
                    labels = [str(id2label[i]) for i in sorted(id2label)]
                    try:
                        self._label_order = self._normalise(labels)
                    except ConfigError as exc:
                        raise ConfigError(f"cannot tell the label order of {self.name_or_path!r} (id2label "
                                          f"{labels}); pass label_order=...") from exc
            self._model = model

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        self.load()
        order = self.label_order
        pairs = list(zip(premises, hypotheses, strict=True))
        rows = self._model.predict(pairs, batch_size=self.batch_size, apply_softmax=True, convert_to_numpy=True,
                                   show_progress_bar=False)
        out = []
        for row in rows:
            vals = dict.fromkeys(LABELS, 0.0)
            for label, p in zip(order, row, strict=True):
                vals[label] += float(p)
            out.append(vals)
        return out
