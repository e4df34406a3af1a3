"""The README's screenshots of `printkit serve`, taken from the real pages in headless chromium.

    python docs/web/take_screenshots.py        (needs Debian's chromium and chromium-driver)

Starts the server from this checkout on a free localhost port, opens each page at a phone's
width (375 px) and a desktop's (1280 px), does what a user does there (builds the kit, taps the
cards, settles a battle from its form, mistypes a Data-Tycoon card) and writes
docs/web/<page>-<width>.png: the screen the user sees then, and half a screen more.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from PIL import Image
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

ROOT = Path(__file__).resolve().parents[2]
OUT = Path(__file__).resolve().parent
WIDTHS = {375: 1500, 1280: 1000}      # width -> the height kept (the first screen and a half)
MINING = ("players=3&w=9C&b1=9H&b2=KH&b3=9D&p1=9H&p2=-&p3=KH&score=1#result")
TYCOON = "rows=2&slots=1&r1_name=Ana&r1_treasures_0_purpose=DT-S-01&r1_treasures_0_cards=d1+d2+d3+d4+d5+d6" \
         "&r1_datasets=DT-S-14&r2_name=Bo&r2_datasets=d7&settle=1#result"
PAGES = [   # name, address, what the user does there
    ("home", "/?hl=en", "pictures"),
    ("kit", "/kit/market-island?hl=fr&lang=fr&players=3", "build"),
    ("kit-options", "/kit/dice-game?hl=en&lang=en", "options"),
    ("mining", f"/score/market-island/mining?hl=fr&{MINING}", None),
    ("battle", "/score/triple-bataille/battle?hl=en", "settle"),
    ("tycoon", f"/score/data-tycoon/score?hl=fr&{TYCOON}", None),
    ("land", "/score/dice-game/land?hl=en", "settle"),
    ("translate", "/translate?hl=fr", None),
    ("proof", "/translate/fr?game=market-island&hl=en", None),
]


def browser(tmp: str) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
                     "--disable-component-update", "--disable-sync", "--no-first-run", f"--user-data-dir={tmp}",
                     "--hide-scrollbars"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def shoot(driver: webdriver.Chrome, width: int, height: int, path: Path) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
    time.sleep(4)   # lazy thumbnails load as they come into view
    image = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
    image = image.quantize(colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE)
    image.save(path, optimize=True)


def wait(condition, timeout: float = 300.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.3)
    raise SystemExit("timed out")


def main() -> None:
    env = dict(os.environ, PRINTKIT_CACHE_DIR=tempfile.mkdtemp(prefix="printkit-shots-"))
    server = subprocess.Popen([sys.executable, "-m", "printkit", "serve", "--port", "0", "--workers", "2"], cwd=ROOT, env=env,
                              stdout=subprocess.PIPE, text=True)
    base = server.stdout.readline().split("open ")[1].split()[0].rstrip("/")
    driver = browser(tempfile.mkdtemp(prefix="printkit-chromium-"))
    try:
        for name, url, action in PAGES:
            for width, height in WIDTHS.items():
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})
                driver.get(base + url)
                if action in ("settle", "build"):
                    button = driver.find_element(By.ID, action)
                    driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
                    button.click()
                    wait(lambda: driver.find_elements(By.ID, "result"))
                elif action == "options":
                    driver.find_element(By.CSS_SELECTOR, "details.more summary").click()
                elif action == "pictures":
                    wait(lambda: driver.execute_script(
                        "return Array.from(document.images).every(i => i.complete && i.naturalWidth > 0)"))
                shoot(driver, width, height, OUT / f"{name}-{width}.png")
                print(OUT / f"{name}-{width}.png")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=30)


if __name__ == "__main__":
    main()
