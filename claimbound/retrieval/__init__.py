"""claimbound.retrieval: corpus ingestion, sentence spans, and the hybrid (BM25 + MiniLM) span index.

>>> idx = Index.build("corpus.jsonl", "idx/")                      # doctest: +SKIP
>>> idx.search("who directed the film", Principal(tenant="acme"))  # doctest: +SKIP
"""

from claimbound.retrieval.corpus import CorpusFingerprint, fingerprint, load_corpus
from claimbound.retrieval.embed import MINILM_NAME, FakeEmbedder, MiniLMEmbedder
from claimbound.retrieval.fake import FakeRetriever
from claimbound.retrieval.index import Index, IndexManifest
from claimbound.retrieval.spans import sentence_bounds, split_spans

__all__ = [
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
