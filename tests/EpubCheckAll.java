import com.adobe.epubcheck.tool.EpubChecker;

/**
 * EPUBCheck on several books in one Java start-up: its command line checks one book a run, and
 * starting Java and loading its schemas is most of a check. The same checker the command line
 * runs, with the options the epubcheck Python package gives it.
 * Arguments: book report book report ...; each report is the JSON that --json writes.
 * Prints each book's exit code (0: valid) on a line of its own.
 */
public class EpubCheckAll {
    public static void main(String[] args) {
        for (int i = 0; i + 1 < args.length; i += 2) {
            String[] one = {args[i], "-q", "--profile", "default", "--json", args[i + 1]};
            System.out.println(new EpubChecker().run(one));
        }
    }
}
