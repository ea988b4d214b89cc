"""rules.pdf: the rule card in large print as a tagged PDF/UA document (WeasyPrint)."""

from __future__ import annotations

import io

from accessible_kits.writers.rules_html import rules_html


def write(kit, profile, ctx) -> dict[str, bytes]:
    from accessible_kits.cache import memo
    from accessible_kits.freshness import render_key

    html = rules_html(kit, profile, for_pdf=True)
    title = f"{kit.title}: rules"

    def make() -> bytes:
        import pikepdf
        from weasyprint import HTML

        from accessible_kits.writers.print_pdf import finish_pdf

        raw = HTML(string=html, base_url=".").write_pdf(pdf_variant="pdf/ua-1", uncompressed_pdf=False)
        return finish_pdf(pikepdf.open(io.BytesIO(raw)), title, keep_metadata=True)

    # WeasyPrint is the slowest writer: the same card (same HTML, fonts, libraries) is drawn once.
    return {"rules.pdf": memo(ctx.options, ("rules-pdf", html, title, *render_key(profile)), make)}
