from __future__ import annotations

import claimbound.retrieval as retrieval


def test_public_api_is_small_and_importable() -> None:
    assert sorted(retrieval.__all__) == sorted(
        [
            "MINILM_NAME",
            "CorpusFingerprint",
            "FakeEmbedder",
            "FakeRetriever",
            "Index",
            "IndexManifest",
            "MiniLMEmbedder",
            "fingerprint",
            "load_corpus",
            "sentence_bounds",
            "split_spans",
        ]
    )
    for name in retrieval.__all__:
        assert getattr(retrieval, name) is not None


def test_embedder_loads_nothing_until_first_use() -> None:
    emb = retrieval.MiniLMEmbedder()
    assert emb._model is None  # lazy: nothing loaded until the first embed / warm_up
    assert emb.embed([]).shape == (0, 384) and emb._model is None
