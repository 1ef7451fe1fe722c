"""The embedded NLI model that ships inside the package (MiniLM-L6 fine-tuned as a 3-way classifier)."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any, Literal

from claimbound.errors import ModelError
from claimbound.verifier.base import LABELS, PairVerifier, Probs, Thresholds

__all__ = ["EmbeddedNLIVerifier", "default_model_dir", "TorchNLIModel"]

Precision = Literal["auto", "fp32", "bf16", "int8"]


def default_model_dir() -> Path:
    """The model folder shipped in the package (``claimbound/verifier/model``)."""
    return Path(__file__).resolve().parent / "model"


def _bf16_supported() -> bool:
    try:
        import torch

        return bool(torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except Exception:  # pragma: no cover - depends on the torch build
        return False


class TorchNLIModel:
    """A transformers sequence classifier loaded lazily from a local folder, scoring pairs in length-sorted batches.

    Labels are read from the model config (``id2label``) and normalised to entailment / neutral / contradiction.
    """

    def __init__(self, path: Path, *, batch_size: int = 32, max_length: int = 128, threads: int | None = None,
                 precision: Precision = "auto") -> None:
        self.path = Path(path)
        self.batch_size = batch_size
        self.max_length = max_length
        self.threads = threads
        self.precision = precision
        self._model: Any = None
        self._tok: Any = None
        self._order: list[int] = []
        self._lock = threading.Lock()

    def load(self) -> None:
        with self._lock:
            if self._model is not None:
                return
            if not (self.path / "config.json").is_file():
                raise ModelError(f"no NLI model at {self.path} (config.json missing); train one with "
                                 "`python scripts/train_nli.py` or pass a model folder")
            try:
                import torch
                from transformers import AutoModelForSequenceClassification, AutoTokenizer
                from transformers.utils import logging as hf_logging

                if self.threads:
                    torch.set_num_threads(self.threads)
                verbosity = hf_logging.get_verbosity()
                hf_logging.set_verbosity_error()
                hf_logging.disable_progress_bar()
                try:
                    tok = AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
                    model = AutoModelForSequenceClassification.from_pretrained(
                        str(self.path), local_files_only=True, dtype=torch.float32)
                finally:
                    hf_logging.set_verbosity(verbosity)
                    hf_logging.enable_progress_bar()
            except (OSError, ValueError) as exc:
                raise ModelError(f"cannot load the NLI model from {self.path}: {exc}") from exc
            model.eval()
            if self.precision == "int8":  # dynamic int8 quantisation of the Linear layers (CPU)
                model = torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
            id2label = {int(k): str(v).lower() for k, v in model.config.id2label.items()}
            names = {"entailment": 0, "entails": 0, "neutral": 1, "contradiction": 2, "contradicts": 2}
            try:
                self._order = [names[id2label[i]] for i in range(len(id2label))]
            except KeyError as exc:
                raise ModelError(f"model at {self.path} has labels {id2label}; expected entailment / neutral / "
                                 "contradiction (use CrossEncoderVerifier with label_order=...)") from exc
            self._tok, self._model = tok, model

    def _use_bf16(self) -> bool:
        return self.precision == "bf16" or (self.precision == "auto" and _bf16_supported())

    # precision: "auto" = bf16 autocast where the CPU has AVX512-BF16 else fp32; "int8" = dynamic int8 Linear layers

    def predict(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        self.load()
        import torch

        n = len(premises)
        order = sorted(range(n), key=lambda i: len(premises[i]) + len(hypotheses[i]))
        out: list[Probs] = [{} for _ in range(n)]
        bf16 = self._use_bf16()
        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=bf16):
            for b in range(0, n, self.batch_size):
                idx = order[b : b + self.batch_size]
                enc = self._tok([premises[i] for i in idx], [hypotheses[i] for i in idx], truncation="longest_first",
                                max_length=self.max_length, padding=True, return_tensors="pt")
                probs = torch.softmax(self._model(**enc).logits.float(), dim=-1).tolist()
                for i, row in zip(idx, probs, strict=True):
                    vals = [0.0, 0.0, 0.0]
                    for col, p in enumerate(row):
                        vals[self._order[col]] += p
                    out[i] = dict(zip(LABELS, vals, strict=True))
        return out


class EmbeddedNLIVerifier(PairVerifier):
    """The default verifier: claimbound's own NLI model, shipped in the package, loaded lazily with no network.

    Thresholds for 0 / 0.5 / 1 come from ``thresholds.json`` in the model folder (chosen on held-out slices of the
    training data), unless given. ``precision="auto"`` uses bf16 matrix multiplies where the CPU supports them.
    """

    name = "embedded"

    def __init__(self, model_dir: str | Path | None = None, *, batch_size: int = 32, max_length: int | None = None,
                 threads: int | None = None, precision: Precision = "auto", thresholds: Thresholds | None = None,
                 checks: bool = True, split_atoms: bool = True, use_title: bool = True) -> None:
        super().__init__(thresholds=thresholds, checks=checks, split_atoms=split_atoms, use_title=use_title)
        self.model_dir = Path(model_dir) if model_dir else default_model_dir()
        meta = self._read_meta()
        self.model = TorchNLIModel(self.model_dir, batch_size=batch_size,
                                   max_length=max_length or int(meta.get("max_length", 128)),
                                   threads=threads, precision=precision)

    def _read_meta(self) -> dict[str, Any]:
        path = self.model_dir / "thresholds.json"
        if not path.is_file():
            return {}
        try:
            return dict(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError):
            return {}

    @property
    def thresholds(self) -> Thresholds:
        if self._thresholds is None:
            path = self.model_dir / "thresholds.json"
            self._thresholds = Thresholds.from_file(path) if path.is_file() else Thresholds()
        return self._thresholds

    def warm_up(self) -> None:
        """Load the model now instead of on the first call."""
        self.model.load()

    def score_pairs(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        return self.model.predict(premises, hypotheses)
