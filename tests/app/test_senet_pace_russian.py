"""AppTest: Senet's pace in Russian (issue 29) is offered as the same values as
the English slider, under the same key, each written with a decimal comma
("1,00"); a pace the English slider kept is read as the nearest value offered.

(AppTest reruns a page only in English: it cannot match a radio's value to
its options drawn in Russian, so each case here is one run.)"""
import pytest

from tests.app.conftest import app


@pytest.mark.parametrize("kept, shown", [(None, 1.0), (0.7000000000000001, 0.7), (2.96, 3.0)])
def test_the_russian_pace_offers_the_english_values_with_a_decimal_comma(kept, shown):
    state = {"language": "ru", "senet_setup_players": "Against the computer"}
    if kept is not None:
        state["senet_setup_pace"] = kept
    at = app("senet", **state).run()
    pace = at.select_slider(key="senet_setup_pace")
    assert pace.options[0] == "0,30" and pace.options[-1] == "3,00" and "1,00" in pace.options
    assert len(pace.options) == 28  # 0.3 to 3.0 by tenths, as the English slider steps
    assert pace.value == shown and not at.exception
    assert [s.key for s in at.slider] == ["senet_setup_volume"]  # whole numbers stay sliders
