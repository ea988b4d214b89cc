"""rules.pdf: the rule card in large print as a tagged PDF/UA document (WeasyPrint)."""

from __future__ import annotations

import io

from accessible_kits.writers.rules_html import rules_html


def write(kit, profile, ctx) -> dict[str, bytes]:
    import pikepdf
    from weasyprint import HTML

    from accessible_kits.writers.print_pdf import finish_pdf

    html = rules_html(kit, profile, for_pdf=True)
    raw = HTML(string=html, base_url=".").write_pdf(pdf_variant="pdf/ua-1", uncompressed_pdf=False)
    pdf = pikepdf.open(io.BytesIO(raw))
    return {"rules.pdf": finish_pdf(pdf, f"{kit.title}: rules", keep_metadata=True)}
