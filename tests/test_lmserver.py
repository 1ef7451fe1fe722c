"""The key and base every command sends an OpenAI-compatible server (``--api-base`` / ``--lm-api-base``)."""

from __future__ import annotations

import pytest

from claimbound.lmserver import server_kwargs

URL = "http://127.0.0.1:8080/v1"


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CLAIMBOUND_LM_API_KEY", raising=False)
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)


def test_a_local_server_gets_a_placeholder_key_and_none_is_sent_without_a_base() -> None:
    assert server_kwargs(URL) == {"api_base": URL, "api_key": "local"}  # litellm refuses a call with no key
    assert server_kwargs(None) == {} and server_kwargs("") == {}


def test_a_server_that_checks_keys_gets_the_configured_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-openai")
    assert server_kwargs(URL)["api_key"] == "sk-openai"
    monkeypatch.setenv("CLAIMBOUND_LM_API_KEY", "sk-server")
    assert server_kwargs(URL)["api_key"] == "sk-server"


def test_every_lm_a_command_builds_for_a_server_carries_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    from claimbound.eval.commands import judge_verifier, make_lm
    from claimbound.planner import DSPyPlanner
    from claimbound.verifier import load_verifier

    monkeypatch.setenv("CLAIMBOUND_LM_API_KEY", "sk-server")
    lms = [make_lm("openai/local", URL), judge_verifier("lm:openai/local", URL).lm,
           load_verifier("lm:openai/local", api_base=URL).lm, DSPyPlanner("openai/local", api_base=URL).lm]
    assert all(lm.kwargs["api_key"] == "sk-server" and lm.kwargs["api_base"] == URL for lm in lms)
    # explicit keyword arguments of the planner still win
    assert DSPyPlanner("openai/local", api_base=URL, lm_kwargs={"api_key": "mine"}).lm.kwargs["api_key"] == "mine"
