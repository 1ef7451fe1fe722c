"""How claimbound reaches an OpenAI-compatible LM server given by ``--api-base`` / ``--lm-api-base``."""

from __future__ import annotations

import os

KEY_VARS = ("CLAIMBOUND_LM_API_KEY", "OPENAI_API_KEY")


def server_kwargs(api_base: str | None) -> dict[str, str]:
    """litellm keyword arguments for the server at ``api_base`` ({} for none, where litellm's provider settings
    apply): the base and a key. The key is ``$CLAIMBOUND_LM_API_KEY``, else ``$OPENAI_API_KEY`` (what litellm would
    send such a server), else the placeholder "local": litellm refuses a call without a key, and a local server
    (llama.cpp, vLLM without ``--api-key``, Ollama) ignores it."""
    if not api_base:
        return {}
    key = next((os.environ[v] for v in KEY_VARS if os.environ.get(v)), "local")
    return {"api_base": api_base, "api_key": key}
