"""``load_verifier(name)``: a verifier from a short name (used by Settings and the CLI)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from claimbound.claims.protocols import Verifier
from claimbound.errors import ConfigError
from claimbound.lmserver import server_kwargs

__all__ = ["load_verifier", "VERIFIER_NAMES"]

VERIFIER_NAMES = ("embedded", "embedded:<model folder>", "lexical", "<cross-encoder name or path>", "lm:<litellm model>")


def load_verifier(name: str = "embedded", **kwargs: Any) -> Verifier:
    """``"embedded"`` (the shipped model), ``"embedded:<folder>"`` (a model folder written by
    ``scripts/train_nli.py``), ``"lexical"`` (overlap baseline), ``"lm:<litellm model>"`` (LM judge, e.g.
    ``lm:openai/gpt-4o-mini``), or a sentence-transformers cross-encoder name (``cross-encoder/nli-...``) or local
    folder. Nothing is loaded until the first ``verify`` call. ``kwargs`` go to the verifier's constructor, but
    ``api_base``: the OpenAI-compatible server of an ``lm:`` judge (a local one gets a placeholder key)."""
    api_base = kwargs.pop("api_base", None)
    name = (name or "").strip()
    if not name:
        raise ConfigError("empty verifier name; use 'embedded', 'lexical', 'lm:<model>' or a cross-encoder path")
    if name == "embedded":
        from claimbound.verifier.embedded import EmbeddedNLIVerifier

        return EmbeddedNLIVerifier(**kwargs)
    if name.startswith("embedded:"):
        from claimbound.verifier.embedded import EmbeddedNLIVerifier

        folder = Path(name[len("embedded:"):]).expanduser()
        if not (folder / "config.json").is_file():
            raise ConfigError(f"{name!r}: {folder} holds no model (config.json missing); pass a folder written by "
                              "scripts/train_nli.py --out")
        return EmbeddedNLIVerifier(folder, **kwargs)
    if name == "lexical":
        from claimbound.verifier.lexical import LexicalVerifier

        return LexicalVerifier(**kwargs)
    if name.startswith("lm:"):
        import dspy

        from claimbound.verifier.lm_judge import LMJudgeVerifier

        model = name[3:]
        if not model:
            raise ConfigError("'lm:' needs a litellm model name, e.g. lm:openai/gpt-4o-mini")
        return LMJudgeVerifier(lm=dspy.LM(model, **server_kwargs(api_base)), **kwargs)
    if "/" in name or Path(name).exists():
        from claimbound.verifier.cross_encoder import CrossEncoderVerifier

        return CrossEncoderVerifier(name, **kwargs)
    raise ConfigError(f"unknown verifier {name!r}; use one of: {', '.join(VERIFIER_NAMES)}")
