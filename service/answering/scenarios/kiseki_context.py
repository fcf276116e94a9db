"""Reading the 軌跡 TCG question as a whole rather than its UNITs: whether the opposing player is the
attack target, whether a number is said of both players at once, and whose turn the question is set in.
"""

from __future__ import annotations

import re

from service.answering.extract import Facts


def attacks_player(facts: Facts) -> bool:
    """「相手プレイヤーを攻撃」「相手に直接攻撃」: the target is the opposing player."""
    return bool(
        re.search(
            r"(?:相手|敵)(?:プレイヤー)?(?:に|を|へ)(?:直接)?(?:スクラム)?(?:攻撃|アタック)"
            r"|プレイヤー(?:に|を)(?:直接)?(?:攻撃|アタック)|直接(?:攻撃|アタック)",
            facts.text,
        )
    )


def opponents_turn(facts: Facts) -> bool | None:
    """Whose turn the question is set in: True = the opponent's, False = the asker's, None = unsaid."""
    if re.search(
        r"相手(?:の[^。、]{0,6})?(?:ターン|番|ステップ)|相手が(?:イニシアチブ|インシアチブ)", facts.text
    ):
        return True
    own = r"(?:自分|あなた|こちら)"
    if re.search(
        own + r"(?:の[^。、]{0,6})?(?:ターン|番|ステップ)|" + own + r"が(?:イニシアチブ|インシアチブ)",
        facts.text,
    ):
        return False
    return None
