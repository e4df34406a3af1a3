"""End to end in a real browser (Debian's chromium and chromedriver, through selenium), at a
phone's size (375 x 812) and a desktop's (1280 x 900): a French 3-player Market Island kit from
the form, its download on screen once built, its thumbnails, its PDF compared with `printkit
build`; a mining round settled by tapping cards; every other referee check settled from its
form with the verdict on screen; the language switched without losing what was typed; the
steppers; a translator's proof page with its context words whole; and no Content-Security-Policy
complaint in the console."""

from __future__ import annotations

import hashlib
import shutil
import tempfile
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from printkit.cli import main
from tests.web.waitress_server import serving

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
pytestmark = pytest.mark.skipif(not (CHROMIUM and CHROMEDRIVER),
                                reason="needs Debian's chromium and chromium-driver (apt-get install chromium chromium-driver)")
PHONE = (375, 812)
DESKTOP = (1280, 900)


@pytest.fixture
def site():
    from printkit.web import create_app
    with serving(create_app(), threads=4) as address:
        yield address


@pytest.fixture
def browser(tmp_path):
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.service import Service
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run",
                     f"--user-data-dir={tempfile.mkdtemp(dir=tmp_path)}", f"--window-size={PHONE[0]},{PHONE[1]}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"download.default_directory": str(downloads),
                                              "download.prompt_for_download": False})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(downloads)})
    # Headless windows are at least 500 px wide: emulate the phone's viewport instead.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": PHONE[0], "height": PHONE[1], "deviceScaleFactor": 1, "mobile": True})
    driver.downloads = downloads
    yield driver
    driver.quit()


def resize(browser, size: tuple[int, int]) -> None:
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": size[0] < 600})


def on_screen(browser, element) -> bool:
    """The element's top part is inside the viewport (what the eye sees without scrolling)."""
    return browser.execute_script(
        "var r = arguments[0].getBoundingClientRect();"
        "return r.top >= 0 && r.top < window.innerHeight - 40 && r.bottom > 0 && r.left >= 0 && r.right <= window.innerWidth;",
        element)


def press(browser, element) -> None:
    """Scroll an element to the middle of the screen, as a thumb does, and tap it."""
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", element)
    element.click()


def policy_complaints(browser) -> list[str]:
    return [entry["message"] for entry in browser.get_log("browser") if "Content Security Policy" in entry["message"]]


def wait_for(condition, timeout=120.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError("timed out")


def test_a_french_three_player_kit_from_a_phone(site, browser, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    browser.get(f"{site}/?hl=fr")
    browser.find_element(By.PARTIAL_LINK_TEXT, "Market Island").click()
    Select(wait_for(lambda: browser.find_elements(By.ID, "f-lang"))[0]).select_by_value("fr")
    players = browser.find_element(By.ID, "f-players")
    players.clear()
    players.send_keys("3")
    browser.find_element(By.ID, "build").click()
    heading = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "#result h2"))[0].text.replace("\u00a0", " ")
    assert on_screen(browser, browser.find_element(By.ID, "download-pdf"))      # the download where the eye is
    pages = int(heading.split()[0])
    assert heading == f"{pages} pages, prêtes à imprimer"
    resize(browser, DESKTOP)
    browser.refresh()
    assert on_screen(browser, wait_for(lambda: browser.find_elements(By.ID, "download-pdf"))[0])
    resize(browser, PHONE)
    browser.refresh()
    images = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "ol.sheets img"))
    assert len(images) == pages
    for image in images[:12]:   # the first screens' worth, scrolled into view so that lazy images load
        browser.execute_script("arguments[0].scrollIntoView()", image)
        wait_for(lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", image))
    assert browser.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]") == \
        [PHONE[0], PHONE[0]]   # a phone's width, and no sideways scrolling
    browser.find_element(By.ID, "download-pdf").click()
    pdf = wait_for(lambda: [p for p in browser.downloads.glob("*.pdf")])[0]
    assert pdf.name == "market-island-fr-kit.pdf"
    out = tmp_path / "cli"
    result = CliRunner().invoke(main, ["build", "market-island", "--lang", "fr", "--players", "3", "--out", str(out)])
    assert result.exit_code == 0, result.output
    expected = hashlib.sha256((out / "market-island-fr-kit.pdf").read_bytes()).hexdigest()
    assert wait_for(lambda: hashlib.sha256(pdf.read_bytes()).hexdigest() == expected, timeout=30)


def tap(browser, slot: str, rank: str, suit: str | None = None) -> None:
    """Tap a rank chip, then a suit chip, of one card picker (the radio buttons' visible labels)."""
    from selenium.webdriver.common.by import By
    picker = browser.find_element(By.ID, slot)
    for name, value in ((f"{slot}_rank", rank), (f"{slot}_suit", suit)):
        if value is None:
            continue
        chip = picker.find_element(By.CSS_SELECTOR, f"input[name='{name}'][value='{value}'] + span")
        browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", chip)
        chip.click()


def test_settling_a_mining_round_by_tapping_cards(site, browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select
    browser.get(f"{site}/score/market-island/mining?hl=fr")
    from selenium.webdriver.support import expected_conditions
    from selenium.webdriver.support.ui import WebDriverWait
    Select(browser.find_element(By.ID, "players")).select_by_value("3")
    resize = browser.find_element(By.NAME, "resize")
    resize.click()
    WebDriverWait(browser, 60).until(expected_conditions.staleness_of(resize))   # the page with 3 players
    tap(browser, "w", "9", "C")
    for slot, card in (("b1", "9H"), ("b2", "KH"), ("b3", "9D"), ("p1", "9H"), ("p3", "KH")):
        tap(browser, slot, card[:-1], card[-1])
    tap(browser, "p2", "-")
    settle = browser.find_element(By.ID, "settle")
    browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", settle)
    settle.click()
    verdict_element = wait_for(lambda: browser.find_elements(By.ID, "verdict"))[0]
    assert on_screen(browser, verdict_element)
    verdict = verdict_element.text.replace("\u00a0", " ")
    cli = CliRunner().invoke(main, ["score", "market-island", "--winning", "9C", "--block", "9H", "KH", "9D",
                                    "--played", "9H", "-", "KH"])
    assert len(verdict.splitlines()) == len(cli.output.splitlines())   # the CLI's explanation, in French
    assert verdict.splitlines()[-1] == "P1 gagne le bloc avec 5 points. 9♥ devient la nouvelle carte gagnante."
    assert cli.output.splitlines()[-1] == "P1 wins the block with 5 points. 9♥ is the new winning card."


def test_a_french_refusal_on_a_phone(site, browser, tmp_path):
    """A French referee who types a lawyer card among the datasets reads why, in French, naming
    the field, on a phone's width, without scrolling sideways."""
    from selenium.webdriver.common.by import By
    browser.get(f"{site}/score/data-tycoon/score?hl=fr")
    box = wait_for(lambda: browser.find_elements(By.NAME, "r1_datasets"))[0]
    press(browser, box)
    box.clear()
    box.send_keys("DT-S-14")
    press(browser, browser.find_element(By.ID, "settle"))
    error = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "#result li"))[0]
    assert on_screen(browser, error)
    browser.save_screenshot(str(tmp_path / "french-refusal-375.png"))
    assert error.text.replace("\u00a0", " ") == \
        "Ana — Autres cartes Dataset : il faut une carte Dataset ; reçu : DT-S-14 (une carte Avocat)"
    assert browser.execute_script("return [window.innerWidth, document.documentElement.scrollWidth]") == \
        [PHONE[0], PHONE[0]]


CHECKS = [("triple-bataille", "battle"), ("triple-bataille", "wealth"), ("triple-bataille", "track"),
          ("data-tycoon", "score"), ("dice-game", "moves"), ("dice-game", "land"), ("dice-game", "winner"),
          ("market-island", "round")]


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_every_referee_form_settles_with_the_verdict_on_screen(site, browser, size):
    from selenium.webdriver.common.by import By
    resize(browser, size)
    for game, check in CHECKS:
        browser.get(f"{site}/score/{game}/{check}?hl=en")
        settle = wait_for(lambda: browser.find_elements(By.ID, "settle"))[0]
        assert not browser.find_elements(By.TAG_NAME, "textarea")
        press(browser, settle)
        verdict = wait_for(lambda: browser.find_elements(By.ID, "verdict"))[0]
        assert on_screen(browser, verdict), (game, check, size)
        cli = CliRunner().invoke(main, ["score", game, check, str(EXAMPLES / f"{game}-{check}.json")])
        assert verdict.text.replace("\u00a0", " ") == cli.output.rstrip("\n"), (game, check)
        assert browser.execute_script("var e = document.documentElement; return e.scrollWidth <= e.clientWidth"), \
            (game, check)    # nothing wider than the screen: no sideways scrolling
    assert policy_complaints(browser) == []


def test_switching_to_french_keeps_what_was_typed_and_the_steppers_work(site, browser):
    from selenium.webdriver.common.by import By
    browser.get(f"{site}/score/triple-bataille/battle?hl=en")
    name = wait_for(lambda: browser.find_elements(By.NAME, "r2_player"))[0]
    press(browser, name)
    name.clear()
    name.send_keys("Bruno")
    press(browser, browser.find_element(By.CSS_SELECTOR, "button.step[data-for='r2_workshops'][data-step='1']"))
    assert browser.find_element(By.NAME, "r2_workshops").get_attribute("value") == "3"
    press(browser, browser.find_element(By.ID, "settle"))
    wait_for(lambda: browser.find_elements(By.ID, "verdict"))
    browser.find_element(By.CSS_SELECTOR, "a[hreflang='fr']").click()
    verdict = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "html[lang='fr'] #verdict"))[0]
    assert "Bruno" in verdict.text
    assert browser.find_element(By.NAME, "r2_player").get_attribute("value") == "Bruno"
    assert browser.find_element(By.NAME, "r2_workshops").get_attribute("value") == "3"
    assert policy_complaints(browser) == []


@pytest.mark.parametrize("size", [PHONE, DESKTOP], ids=["phone", "desktop"])
def test_a_proof_page_keeps_each_context_word_whole(site, browser, size, tmp_path):
    """The proof's Context column ("component", "cover", "paper") breaks a word only when that
    word alone is wider than the column, and the page never scrolls sideways but in its table."""
    from selenium.webdriver.common.by import By
    resize(browser, size)
    browser.get(f"{site}/translate/fr?game=market-island&hl=en")
    codes = wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "table.strings td:first-child code"))
    browser.save_screenshot(str(tmp_path / f"proof-{size[0]}.png"))
    words = {code.text for code in codes if code.text.isalpha()}
    assert {"component", "cover", "paper"} <= words
    broken = browser.execute_script(
        "return Array.from(document.querySelectorAll('table.strings td:first-child code'))"
        ".filter(c => /^[a-z]+$/.test(c.textContent) && c.getClientRects().length > 1)"
        ".map(c => c.textContent)")
    assert broken == []
    assert browser.execute_script("var e = document.documentElement; return e.scrollWidth <= e.clientWidth")
    assert policy_complaints(browser) == []
