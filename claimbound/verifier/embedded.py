"""The embedded NLI model that ships inside the package (MiniLM-L6 fine-tuned as a 3-way classifier)."""

from __future__ import annotations

import importlib.util
import json
import threading
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from pathlib import Path
from typing import Any, Literal, cast

from claimbound.errors import ConfigError, ModelError
from claimbound.files import file_sha256
from claimbound.verifier.base import LABELS, PairVerifier, Probs, Thresholds
from claimbound.verifier.checks import MISSING_WORDS

__all__ = ["EmbeddedNLIVerifier", "default_model_dir", "OnnxNLIModel", "TorchNLIModel", "bf16_supported"]

TorchPrecision = Literal["auto", "fp32", "bf16", "int8"]
Precision = Literal["auto", "fp32", "bf16", "int8", "onnx-int8"]
PRECISIONS: tuple[str, ...] = ("auto", "fp32", "bf16", "int8", "onnx-int8")
ONNX_FILE = "model.int8.onnx"
REPORT_FILE = "onnx.json"  # what scripts/export_onnx.py recorded about ONNX_FILE (source hash, settings, agreement)


def source_digest(model_dir: Path) -> str:
    """sha256 of the folder's ``model.safetensors`` ("" without one), recorded in ``onnx.json`` at export so a stale
    ONNX file is caught at load."""
    path = Path(model_dir) / "model.safetensors"
    return file_sha256(path) if path.is_file() else ""


def default_model_dir() -> Path:
    """The model folder shipped in the package (``claimbound/verifier/model``)."""
    return Path(__file__).resolve().parent / "model"


def bf16_supported() -> bool:
    """True where the CPU has bf16 instructions (AVX512-BF16 or AMX) and torch has oneDNN bf16 kernels for it. oneDNN
    also runs bf16 on plain AVX-512 by conversion, about 3 times slower there than fp32 (a Xeon without
    AVX512-BF16, 256 pairs on one thread: 7.0 s against 2.3 s), so that is no support."""
    try:
        import torch

        native = torch.cpu._is_avx512_bf16_supported() or torch.cpu._is_amx_tile_supported()
        return bool(native and torch.backends.mkldnn.is_available() and torch.ops.mkldnn._is_mkldnn_bf16_supported())
    except Exception:  # pragma: no cover - depends on the torch build
        return False


def onnx_ready(model_dir: Path) -> bool:
    """``model.int8.onnx`` is in the folder and onnxruntime can be imported (checked without importing it)."""
    return (Path(model_dir) / ONNX_FILE).is_file() and importlib.util.find_spec("onnxruntime") is not None


@contextmanager
def _quiet_transformers() -> Iterator[None]:
    from transformers.utils import logging as hf_logging

    verbosity = hf_logging.get_verbosity()
    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    try:
        yield
    finally:
        hf_logging.set_verbosity(verbosity)
        hf_logging.enable_progress_bar()


def _label_order(path: Path) -> list[int]:
    """Column -> index into LABELS, from ``id2label`` in the folder's config.json."""
    try:
        config = json.loads((path / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise ModelError(f"cannot read {path / 'config.json'}: {exc}") from exc
    id2label = {int(k): str(v).lower() for k, v in (config.get("id2label") or {}).items()}
    names = {"entailment": 0, "entails": 0, "neutral": 1, "contradiction": 2, "contradicts": 2}
    try:
        order = [names[id2label[i]] for i in range(len(id2label))]
    except KeyError:
        order = []
    if not order:
        raise ModelError(f"model at {path} has labels {id2label}; expected entailment / neutral / "
                         "contradiction (use CrossEncoderVerifier with label_order=...)")
    return order


class NLIModel:
    """A 3-way classifier in a local folder, loaded lazily, scoring pairs in length-sorted batches.

    Shared by the backends: the tokenizer (``AutoTokenizer``, no network) and the label order (``id2label`` in
    config.json, normalised to entailment / neutral / contradiction) come from the folder; a backend loads its
    model in ``_load_backend`` and turns one tokenised batch into probabilities in ``_probs``.
    """

    return_tensors = "pt"

    def __init__(self, path: Path, *, batch_size: int = 32, max_length: int = 128, threads: int | None = None) -> None:
        self.path = Path(path)
        self.batch_size = batch_size
        self.max_length = max_length
        self.threads = threads
        self._tok: Any = None
        self._order: list[int] = []
        self._lock = threading.Lock()

    def load(self) -> None:
        with self._lock:
            if self._tok is not None:
                return
            if not (self.path / "config.json").is_file():
                raise ModelError(f"no NLI model at {self.path} (config.json missing); train one with "
                                 "`python scripts/train_nli.py` or pass a model folder")
            order = _label_order(self.path)
            self._load_backend()
            try:
                from transformers import AutoTokenizer

                with _quiet_transformers():
                    tok = AutoTokenizer.from_pretrained(str(self.path), local_files_only=True)
            except (OSError, ValueError) as exc:
                raise ModelError(f"cannot load the tokenizer from {self.path}: {exc}") from exc
            self._order, self._tok = order, tok

    def _load_backend(self) -> None:
        raise NotImplementedError

    def _probs(self, enc: Any) -> list[list[float]]:
        """Probabilities per row of one tokenised batch, in the model's column order."""
        raise NotImplementedError

    def _context(self) -> AbstractContextManager[Any]:
        return nullcontext()

    def predict(self, premises: Sequence[str], hypotheses: Sequence[str]) -> list[Probs]:
        self.load()
        n = len(premises)
        order = sorted(range(n), key=lambda i: len(premises[i]) + len(hypotheses[i]))
        out: list[Probs] = [{} for _ in range(n)]
        with self._context():
            for b in range(0, n, self.batch_size):
                idx = order[b : b + self.batch_size]
                enc = self._tok([premises[i] for i in idx], [hypotheses[i] for i in idx], truncation="longest_first",
                                max_length=self.max_length, padding=True, return_tensors=self.return_tensors)
                for i, row in zip(idx, self._probs(enc), strict=True):
                    vals = [0.0, 0.0, 0.0]
                    for col, p in enumerate(row):
                        vals[self._order[col]] += p
                    out[i] = dict(zip(LABELS, vals, strict=True))
        return out


class TorchNLIModel(NLIModel):
    """The classifier run by PyTorch (transformers ``AutoModelForSequenceClassification``).

    precision: "auto" = bf16 autocast where the CPU has AVX512-BF16 else fp32; "int8" = dynamic int8 Linear layers.
    """

    def __init__(self, path: Path, *, batch_size: int = 32, max_length: int = 128, threads: int | None = None,
                 precision: TorchPrecision = "auto") -> None:
        super().__init__(path, batch_size=batch_size, max_length=max_length, threads=threads)
        self.precision = precision
        self._model: Any = None

    def _load_backend(self) -> None:
        try:
            import torch
            from transformers import AutoModelForSequenceClassification

            if self.threads:
                torch.set_num_threads(self.threads)
            with _quiet_transformers():
                model = AutoModelForSequenceClassification.from_pretrained(
                    str(self.path), local_files_only=True, dtype=torch.float32)
        except (OSError, ValueError) as exc:
            raise ModelError(f"cannot load the NLI model from {self.path}: {exc}") from exc
        model.eval()
        if self.precision == "int8":  # dynamic int8 quantisation of the Linear layers (CPU)
            model = torch.ao.quantization.quantize_dynamic(model, {torch.nn.Linear}, dtype=torch.qint8)
        self._model = model

    def _use_bf16(self) -> bool:
        return self.precision == "bf16" or (self.precision == "auto" and bf16_supported())

    @contextmanager
    def _context(self) -> Iterator[None]:
        import torch

        with torch.inference_mode(), torch.autocast("cpu", dtype=torch.bfloat16, enabled=self._use_bf16()):
            yield

    def _probs(self, enc: Any) -> list[list[float]]:
        import torch

        return list(torch.softmax(self._model(**enc).logits.float(), dim=-1).tolist())


class OnnxNLIModel(NLIModel):
    """The classifier run by ONNX Runtime from ``model.int8.onnx`` (made by ``scripts/export_onnx.py``).

    ``threads`` sets the session's intra-op threads (default 2; inter-op 1). Unless ``check_source`` is off, the
    ``source_sha256`` that ``onnx.json`` records must match the folder's ``model.safetensors``, so a file exported
    from an older model is never used by mistake.

    Activations are quantised per call with one scale per tensor, so a pair's probabilities depend slightly on the
    other pairs in its batch (mean |dp| ~0.02 between batch size 1 and 32 on the benchmark pairs), unlike torch.
    """

    return_tensors = "np"
    precision = "onnx-int8"

    def __init__(self, path: Path, *, batch_size: int = 32, max_length: int = 128, threads: int | None = 2,
                 onnx_file: str | Path = ONNX_FILE, check_source: bool = True) -> None:
        super().__init__(path, batch_size=batch_size, max_length=max_length, threads=threads or 2)
        self.onnx_path = Path(onnx_file) if Path(onnx_file).is_absolute() else self.path / onnx_file
        self.check_source = check_source
        self._session: Any = None
        self._inputs: list[str] = []

    def _load_backend(self) -> None:
        fix = f"`python scripts/export_onnx.py --model-dir {self.path}`"
        if not self.onnx_path.is_file():
            raise ModelError(f"no ONNX model at {self.onnx_path}; export one with {fix} (needs `pip install onnx`), "
                             "or use precision='bf16' / 'fp32'")
        try:
            import onnxruntime as ort
        except ImportError as exc:
            raise ModelError("precision 'onnx-int8' needs onnxruntime: `pip install onnxruntime` "
                             "(or use precision='bf16' / 'fp32')") from exc
        if self.check_source:
            self._check_source(fix)
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = int(self.threads or 2)
        opts.inter_op_num_threads = 1
        opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        try:
            session = ort.InferenceSession(str(self.onnx_path), sess_options=opts, providers=["CPUExecutionProvider"])
        except Exception as exc:  # onnxruntime's errors derive from Exception only (Fail, InvalidGraph, ...)
            raise ModelError(f"cannot load {self.onnx_path} with onnxruntime: {exc}; re-export with {fix}") from exc
        self._inputs = [i.name for i in session.get_inputs()]
        self._session = session

    def _check_source(self, fix: str) -> None:
        report_path = self.path / REPORT_FILE
        if not report_path.is_file():
            return
        try:
            recorded = str(json.loads(report_path.read_text(encoding="utf-8")).get("source_sha256") or "")
        except (OSError, ValueError):
            return
        if recorded and recorded != source_digest(self.path):
            raise ModelError(f"{self.onnx_path} was exported from a different model.safetensors than the one in "
                             f"{self.path} (onnx.json source_sha256 differs); re-export with {fix}")

    def _probs(self, enc: Any) -> list[list[float]]:
        import numpy as np

        ids = enc["input_ids"]
        feed = {name: (enc[name] if name in enc else np.zeros_like(ids)).astype(np.int64) for name in self._inputs}
        logits = self._session.run(["logits"], feed)[0].astype(np.float64)
        exp = np.exp(logits - logits.max(axis=-1, keepdims=True))
        return list((exp / exp.sum(axis=-1, keepdims=True)).tolist())


class EmbeddedNLIVerifier(PairVerifier):
    """The default verifier: claimbound's own NLI model, shipped in the package, loaded lazily with no network.

    Thresholds for 0 / 0.5 / 1 come from ``thresholds.json`` in the model folder (chosen on held-out slices of the
    training data), unless given.

    ``precision``: ``"auto"`` runs ``model.int8.onnx`` with ONNX Runtime when the folder has one and onnxruntime is
    installed, else PyTorch with bf16 matrix multiplies where the CPU supports them (fp32 otherwise);
    ``"onnx-int8"`` insists on the ONNX model; ``"fp32"`` / ``"bf16"`` / ``"int8"`` (dynamic int8 Linear layers)
    use PyTorch. ``model`` is the backend (:class:`OnnxNLIModel` or :class:`TorchNLIModel`).
    """

    name = "embedded"

    def __init__(self, model_dir: str | Path | None = None, *, batch_size: int = 32, max_length: int | None = None,
                 threads: int | None = None, precision: Precision = "auto", thresholds: Thresholds | None = None,
                 checks: bool = True, split_atoms: bool = True, use_title: bool = True,
                 missing_words: int = MISSING_WORDS) -> None:
        super().__init__(thresholds=thresholds, checks=checks, split_atoms=split_atoms, use_title=use_title,
                         missing_words=missing_words)
        self.model_dir = Path(model_dir) if model_dir else default_model_dir()
        if precision not in PRECISIONS:
            raise ConfigError(f"unknown precision {precision!r}; use one of: {', '.join(PRECISIONS)}")
        self.precision = precision
        length = max_length or int(self._read_meta().get("max_length", 128))
        self.model: NLIModel
        if precision == "onnx-int8" or (precision == "auto" and onnx_ready(self.model_dir)):
            self.model = OnnxNLIModel(self.model_dir, batch_size=batch_size, max_length=length, threads=threads)
        else:
            self.model = TorchNLIModel(self.model_dir, batch_size=batch_size, max_length=length, threads=threads,
                                       precision=cast(TorchPrecision, precision))

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
