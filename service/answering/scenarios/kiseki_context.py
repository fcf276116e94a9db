"""Reading the 軌跡 TCG question as a whole rather than its UNITs: whether the opposing player is the
attack target."""

from __future__ import annotations

import re

from service.answering.extract import Facts


def attacks_player(facts: Facts) -> bool:
    """「相手プレイヤーを攻撃」「相手に直接攻撃」「相手本体を攻撃」: the target is the opposing player."""
    return bool(
        re.search(
            r"(?:相手|敵)(?:プレイヤー|の?\s*本体|の?\s*顔)?(?:に|を|へ)(?:直接)?(?:スクラム)?(?:攻撃|アタック)"
            r"|プレイヤー(?:に|を)(?:直接)?(?:攻撃|アタック)|直接(?:攻撃|アタック)",
            facts.text,
        )
    )
