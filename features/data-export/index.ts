// The data-export feature's client-safe surface for pages and other features (decision 0015).
export { DownloadYourData } from "./components/download-your-data";
