"""pdf_marks: a page's content written again, with the boxes of the elements asked for."""

from __future__ import annotations

from accessible_kits.pdf_marks import rewrite_marked_content

CONTENT = b"""
/P <</MCID 0>> BDC BT /F1 12 Tf 72 700 Td [(Some words) -20 (of text)] TJ ET EMC
/Figure <</MCID 1>> BDC 100 200 50 40 re f BT /F1 10 Tf 110 210 Td (a label) Tj ET EMC
/Figure <</MCID 2>> BDC 300 400 10 10 re f EMC
"""


def _page():
    import pikepdf

    pdf = pikepdf.new()
    pdf.add_blank_page(page_size=(612, 792))
    font = pikepdf.Dictionary(Type=pikepdf.Name.Font, Subtype=pikepdf.Name.Type1, BaseFont=pikepdf.Name.Helvetica)
    page = pdf.pages[0]
    page.obj.Resources = pikepdf.Dictionary(Font=pikepdf.Dictionary(F1=font))
    page.obj.Contents = pdf.make_stream(CONTENT)
    return pdf, page


def test_the_boxes_asked_for_are_those_of_a_whole_measure_and_the_content_the_same():
    keep = {0: 0, 1: 1, 2: 1}  # MCID -> element: one paragraph, one figure in two runs

    pdf, page = _page()
    all_boxes, all_renumber = rewrite_marked_content(pdf, page, keep)
    whole = page.obj.Contents.read_bytes()
    pdf, page = _page()
    boxes, renumber = rewrite_marked_content(pdf, page, keep, {1})

    assert page.obj.Contents.read_bytes() == whole
    assert renumber == all_renumber == {0: 0, 1: 1, 2: 1}  # the figure's two runs joined
    assert set(all_boxes) == {0, 1}
    assert boxes == {1: all_boxes[1]}  # the paragraph's text is not measured
    x0, y0, x1, y1 = boxes[1]
    assert (x0, y0) == (100, 200) and x1 >= 310 and y1 == 410  # the rectangles, and the label inside
