"""What every page shares: the page's language (English or French, from `?hl=` or the browser's
Accept-Language), its translator over the `web` catalog, and the Jinja2 set-up.

Jinja2's i18n extension marks what `gettext` returns as safe markup (ARCHITECTURE.md: lessons
paid for), so the callables given to it escape the translation first.
"""

from __future__ import annotations

from flask import Flask, g, request
from markupsafe import Markup, escape

from printkit.i18n import SOURCE_LANG, WEB_DOMAIN, Translator, shipped_languages
from printkit.writing import direction


def page_languages() -> list[str]:
    """English and every language the `web` catalog is translated into."""
    return shipped_languages(WEB_DOMAIN)


def choose_language() -> str:
    """`?hl=fr` when given and shipped, else the browser's preference, else English."""
    languages = page_languages()
    asked = request.args.get("hl", "")
    if asked in languages:
        return asked
    return request.accept_languages.best_match(languages) or SOURCE_LANG


def tr() -> Translator:
    """The current page's translator (English text where the catalog lacks an entry)."""
    if "tr" not in g:
        g.tr = Translator(choose_language(), (WEB_DOMAIN,))
    return g.tr


def _(text: str, **values: object) -> str:
    """A page string in the page's language (plain text: Jinja2 escapes it), `%(name)s` filled."""
    translated = tr().gettext(text)
    return translated % values if values else translated


def _gettext(text: str) -> Markup:
    """For Jinja2 (newstyle: it fills `%(name)s` itself, escaping the values)."""
    return Markup(escape(tr().gettext(text)))


def _ngettext(singular: str, plural: str, n: int) -> Markup:
    return Markup(escape(tr().npgettext(None, singular, plural, n)))


def _pgettext(context: str, text: str) -> Markup:
    return Markup(escape(tr().pgettext(context, text)))


def set_up_jinja(app: Flask) -> None:
    app.jinja_env.add_extension("jinja2.ext.i18n")
    app.jinja_env.install_gettext_callables(_gettext, _ngettext, newstyle=True, pgettext=_pgettext)
    app.jinja_env.policies["ext.i18n.trimmed"] = True

    @app.context_processor
    def page_globals() -> dict:
        from printkit.web.languages import language_name
        return {"hl": tr().lang, "page_languages": page_languages(), "tr_text": _,
                "switch_url": switch_url, "text_direction": direction,
                "own_name": lambda lang: language_name(lang, lang)}


def switch_url(lang: str) -> str:
    """This page's address in another page language (the other parameters kept)."""
    args = request.args.to_dict(flat=False)
    args["hl"] = [lang]
    from urllib.parse import urlencode
    return request.path + "?" + urlencode(args, doseq=True)
